import { defineErrors } from '../errors/define-errors.ts';

/** Refusals of a promotion claim (docs/growth.md "Promotions"); the web words each code. */
export const PROMOTION_ERRORS = defineErrors({
  PROMOTION_NOT_FOUND: { status: 404, message: 'Promotion not found' },
  PROMOTION_NOT_ACTIVE: { status: 409, message: 'This promotion is not running now.' },
  PROMOTION_NOT_ELIGIBLE: { status: 403, message: 'This promotion is not open to your account.' },
  PROMOTION_ALREADY_CLAIMED: { status: 409, message: 'You have already claimed this promotion.' },
  PROMOTION_NOTHING_TO_CLAIM: {
    status: 409,
    message: 'There is nothing to claim yet: make a qualifying deposit or play first.',
  },
});
