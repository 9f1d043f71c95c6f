export { checkAmount, sanitizeAmountInput } from './amount.ts';
export { walletKeys } from './api/keys.ts';
export { AmountInput } from './components/amount-input.tsx';
