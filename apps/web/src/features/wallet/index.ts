export { checkAmount, sanitizeAmountInput } from './amount.ts';
export { walletKeys } from './api/keys.ts';
export { isSettledFailure } from './api/use-move-af-to-money.ts';
export { AmountInput } from './components/amount-input.tsx';
export { createSubmissionKeys, type SubmissionKeys } from './idempotency.ts';
