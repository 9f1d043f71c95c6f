import { defineErrors } from '../errors/define-errors.ts';

/** Refusals of a promotion claim (docs/growth.md "Promotions"); the web words each code. */
export const PROMOTION_ERRORS = defineErrors({
  PROMOTION_NOT_FOUND: { status: 404, message: 'Promotion not found' },
  PROMOTION_NOT_ACTIVE: { status: 409, message: 'Promotion not running' },
  PROMOTION_NOT_ELIGIBLE: { status: 403, message: 'Not eligible' },
  PROMOTION_ALREADY_CLAIMED: { status: 409, message: 'Already claimed' },
  PROMOTION_NOTHING_TO_CLAIM: { status: 409, message: 'Nothing to claim' },
});
