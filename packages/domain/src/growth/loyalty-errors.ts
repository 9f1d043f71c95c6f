import { defineErrors } from '../errors/define-errors.ts';

/** Refusals of loyalty points and achievements (docs/growth.md). */
export const LOYALTY_ERRORS = defineErrors({
  POINTS_BELOW_MINIMUM: {
    status: 400,
    message: (p: { minimum: number }) => `At least ${p.minimum} points can be redeemed at a time`,
  },
  ACHIEVEMENT_NOT_FOUND: { status: 404, message: 'This achievement does not exist' },
  ACHIEVEMENT_EXISTS: { status: 409, message: 'An achievement with this code already exists' },
});
