/** What other features use of the responsible-gambling screens (docs/compliance.md). */
export { ExcludedWithdrawal } from './excluded-withdrawal.tsx';
