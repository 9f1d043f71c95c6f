import { DEPOSIT_MESSAGES, PROVIDER_MESSAGES } from '@chokdee/domain';
import { AppError } from '../../platform/errors.ts';

/**
 * The member's deposit refusals: each its own code (the web app words it in the member's
 * language, with `params`), `message` the English for outside clients.
 */
export const DEPOSIT_ERRORS = {
  belowMin: (min: number) =>
    new AppError('DEPOSIT_BELOW_MIN', 400, DEPOSIT_MESSAGES.min(min), undefined, { params: { min } }),
  aboveMax: (max: number) =>
    new AppError('DEPOSIT_ABOVE_MAX', 400, DEPOSIT_MESSAGES.max(max), undefined, { params: { max } }),
  noBank: () => new AppError('DEPOSIT_NO_BANK', 409, DEPOSIT_MESSAGES.noBank),
  noPromptPay: () => new AppError('DEPOSIT_NO_PROMPTPAY', 409, DEPOSIT_MESSAGES.noPromptPay),
  busy: () => new AppError('DEPOSIT_BUSY', 409, DEPOSIT_MESSAGES.busy),
  open: () => new AppError('DEPOSIT_OPEN', 409, DEPOSIT_MESSAGES.open),
  truemoneyOff: () => new AppError('TRUEMONEY_OFF', 409, PROVIDER_MESSAGES.truemoneyOff),
  networkOff: () => new AppError('CRYPTO_NETWORK_OFF', 409, PROVIDER_MESSAGES.networkOff),
  noAddress: () => new AppError('CRYPTO_NO_ADDRESS', 409, PROVIDER_MESSAGES.noAddress),
} as const;
