export { AMOUNT_MESSAGES, checkAmount } from './amount.ts';
export { sanitizeAmountInput } from './amount-text.ts';
export { walletKeys } from './api/keys.ts';
export { AmountInput } from './components/amount-input.tsx';
