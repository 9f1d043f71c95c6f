import { defineErrors } from '../errors/define-errors.ts';

/** Spec-style messages of the shooting calls (yings.*). */
export const YING_MESSAGES = {
  betId: 'betId must be a round id',
  yingNumber: 'Shoot a number of exactly 5 digits (00000-99999)',
  limit: 'limit must be a whole number from 1 to 200',
  format: 'format must be json or csv',
  roundClosed: 'round closed',
  notYeekee: 'This round has no shooting',
  cooldown: 'One shot every 5 seconds, please wait',
  notClosedYet: 'The shot list is published when shooting closes',
  resultNotOut: 'The result is not out yet',
} as const;

/** Failures of shooting numbers into a Yeekee round and reading its shots. */
export const YING_ERRORS = defineErrors({
  NOT_A_SHOOTING_ROUND: { status: 400, message: YING_MESSAGES.notYeekee },
  SHOOTING_CLOSED: { status: 400, message: YING_MESSAGES.roundClosed },
  SHOOTING_NOT_OVER: { status: 400, message: YING_MESSAGES.notClosedYet },
  YING_RESULT_NOT_OUT: { status: 400, message: YING_MESSAGES.resultNotOut },
});
