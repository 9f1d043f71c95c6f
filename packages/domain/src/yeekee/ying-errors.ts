import { defineErrors } from '../errors/define-errors.ts';
import { YING_MESSAGES } from './ying-schemas.ts';

/** Failures of shooting numbers into a Yeekee round and reading its shots. */
export const YING_ERRORS = defineErrors({
  NOT_A_SHOOTING_ROUND: { status: 400, message: YING_MESSAGES.notYeekee },
  SHOOTING_CLOSED: { status: 400, message: YING_MESSAGES.roundClosed },
  SHOOTING_NOT_OVER: { status: 400, message: YING_MESSAGES.notClosedYet },
  YING_RESULT_NOT_OUT: { status: 400, message: YING_MESSAGES.resultNotOut },
});
