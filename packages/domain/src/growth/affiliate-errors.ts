import { defineErrors } from '../errors/define-errors.ts';

/** Failures of the affiliate back office. */
export const AFFILIATE_ERRORS = defineErrors({
  AFFILIATE_DAY_OPEN: {
    status: 409,
    message: 'The day has not ended',
  },
});
