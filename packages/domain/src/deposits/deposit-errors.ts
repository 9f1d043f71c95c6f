import { defineErrors } from '../errors/define-errors.ts';
import { formatLimitBaht } from '../money/limit-baht.ts';

/** What a member is told when a method or network is off, or a network's address pool is empty. */
export const PROVIDER_MESSAGES = {
  truemoneyOff: 'TrueMoney deposits are not available right now. Please use another method',
  networkOff: 'This network is not available for deposits right now. Please choose another one',
  noAddress:
    'No deposit address is available on this network right now. Please try again later or contact support',
} as const;

export const DEPOSIT_MESSAGES = {
  min: (baht: number) => `min ${formatLimitBaht(baht)} baht per deposit`,
  max: (baht: number) => `max ${formatLimitBaht(baht)} baht per deposit`,
  noBank: 'No receiving account is available right now. Please try again later or contact support',
  noPromptPay: 'PromptPay deposits are not available right now. Please use another method',
  busy: 'Too many deposits of this amount right now. Please try a slightly different amount',
  open: 'You already have an open deposit request. Please finish or wait for it first',
} as const;

/** Failures of the member's deposits and of staff deciding deposits, transfers and statement lines. */
export const DEPOSIT_ERRORS = defineErrors({
  DEPOSIT_BELOW_MIN: { status: 400, message: ({ min }: { min: number }) => DEPOSIT_MESSAGES.min(min) },
  DEPOSIT_ABOVE_MAX: { status: 400, message: ({ max }: { max: number }) => DEPOSIT_MESSAGES.max(max) },
  DEPOSIT_NO_BANK: { status: 409, message: DEPOSIT_MESSAGES.noBank },
  DEPOSIT_NO_PROMPTPAY: { status: 409, message: DEPOSIT_MESSAGES.noPromptPay },
  DEPOSIT_BUSY: { status: 409, message: DEPOSIT_MESSAGES.busy },
  DEPOSIT_OPEN: { status: 409, message: DEPOSIT_MESSAGES.open },
  TRUEMONEY_OFF: { status: 409, message: PROVIDER_MESSAGES.truemoneyOff },
  CRYPTO_NETWORK_OFF: { status: 409, message: PROVIDER_MESSAGES.networkOff },
  CRYPTO_NO_ADDRESS: { status: 409, message: PROVIDER_MESSAGES.noAddress },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'Deposit not found' },
  SLIP_NOT_FOUND: { status: 404, message: 'Slip not found' },
  DEPOSIT_METHOD_REFUSED: {
    status: 409,
    message: ({ method, action }: { method: string; action: string }) =>
      `A ${method.toLowerCase()} deposit cannot be ${action} here`,
  },
  RECEIVING_ACCOUNT_TAKEN: { status: 409, message: 'This bank account is already a receiving account' },
  RECEIVING_ACCOUNT_NOT_FOUND: { status: 404, message: 'Receiving account not found' },
  HOOK_SIGNATURE_INVALID: { status: 401, message: 'Invalid signature' },
  HOOK_BODY_NOT_JSON: { status: 400, message: 'Body is not valid JSON' },
  TRANSFER_NOT_FOUND: { status: 404, message: 'Transfer not found' },
  CRYPTO_AWAITING_CONFIRMATIONS: {
    status: 409,
    message: "The member's open crypto request is waiting for another transfer's confirmations",
  },
  PHONE_HAS_NO_MEMBER: { status: 400, message: 'No member has this phone number: give the member uuid' },
  ADDRESS_HAS_NO_MEMBER: { status: 409, message: 'No member owns this address' },
  CRYPTO_RATE_NOT_SET: { status: 409, message: 'Set a crypto rate first' },
  TRANSFER_BELOW_ONE_SATANG: { status: 409, message: 'This transfer is worth less than one satang' },
  STATEMENT_LINE_NOT_FOUND: { status: 404, message: 'Statement line not found' },
  STATEMENT_LINE_MISMATCH: {
    status: 409,
    message: 'The request must be a fast or QR request to the same receiving account',
  },
});
