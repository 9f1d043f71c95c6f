/** What other features use of withdrawals: the open queue's count for the dashboard. */
export { openWithdrawalsCount } from './withdrawals-repository.ts';
export { createWithdrawal } from './create-withdrawal.ts';
