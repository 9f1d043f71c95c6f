import { defineErrors } from '../errors/define-errors.ts';

export const NUMBER_SET_MESSAGES = {
  name: 'Name must be 1 to 50 characters',
  lines: 'A number set has 1 to 1000 numbers',
  line: 'Each number must fit its option (1-3 digits, or 4 for sets)',
  tooMany: 'You can keep at most 50 number sets',
  taken: 'A number set with this name already exists',
} as const;

/**
 * Back-office round results (issue 7, staff part): staff A enters what the official source printed
 * (a new version, PENDING), staff B confirms it (two-person rule) or anyone with the permission
 * rejects it. A confirmed version makes the round DRAWN and settlement pays against it; a later
 * confirmed version (a correction) supersedes it and settlement re-settles the round.
 */
export const RESULT_ADMIN_MESSAGES = {
  secondPerson: 'The result must be confirmed by a different staff member',
  notClosed: 'A result can be entered once the round is closed',
  voided: 'This round is voided',
  pendingExists: 'This round already has a result waiting for confirmation',
  notPending: 'Only a pending result can be confirmed or rejected',
  wrongKind: 'This lottery takes a different kind of result',
  resultId: 'resultId must be a result id',
  notFound: 'Result not found',
} as const;

type RoundStatus = { status: string };

/** Failures of rounds, poys, number sets and result entry. */
export const LOTTO_ERRORS = defineErrors({
  ROUND_NOT_FOUND: { status: 404, message: 'Round not found' },
  ROUND_CLOSED: { status: 400, message: 'This round is closed' },
  RATE_CHANGED: {
    status: 409,
    message: 'The rate of some numbers has changed. Please check and confirm again.',
  },
  RATES_CHANGING: {
    status: 409,
    message: 'The rates of this slip are changing right now. Please try again.',
  },
  ROUND_SELLS_SETS_ONLY: { status: 400, message: 'This round sells 4D sets only' },
  DISCOUNT_NOT_OFFERED: { status: 400, message: 'This lottery offers no discount' },
  DISCOUNT_CHANGED: {
    status: 409,
    message: 'The discount of this lottery has changed. Please check and confirm again.',
  },
  ROUND_OF_OTHER_LOTTERY: { status: 400, message: 'This round is not a round of this lottery' },
  POY_NOT_FOUND: { status: 404, message: 'Poy not found' },
  POY_ALREADY_CANCELLED: { status: 400, message: 'This poy is already cancelled' },
  POY_NOT_CANCELLABLE: { status: 400, message: 'This poy can no longer be cancelled' },
  NUMBER_SET_NAME_TAKEN: { status: 409, message: NUMBER_SET_MESSAGES.taken },
  NUMBER_SETS_FULL: { status: 400, message: NUMBER_SET_MESSAGES.tooMany },
  NUMBER_SET_NOT_FOUND: { status: 404, message: 'Number set not found' },
  NUMBER_RULE_NOT_FOUND: { status: 404, message: 'Rule not found' },
  // Staff running rounds.
  ROUND_NOT_EDITABLE: { status: 409, message: 'This round is closed and can no longer be changed' },
  ROUND_NOT_OPENABLE: {
    status: 409,
    message: ({ status }: RoundStatus) => `A round that is ${status} cannot be opened`,
  },
  ROUND_NOT_CLOSABLE: {
    status: 409,
    message: ({ status }: RoundStatus) => `A round that is ${status} cannot be closed`,
  },
  ROUND_CLOSE_TIME_PASSED: { status: 409, message: 'The close time of this round has passed' },
  ROUND_ALREADY_VOIDED: { status: 409, message: 'This round is already voided' },
  ROUND_HAS_RESULT: { status: 409, message: 'A round with a confirmed result cannot be voided' },
  // Result entry: one staff member enters, another confirms.
  RESULT_NOT_FOUND: { status: 404, message: RESULT_ADMIN_MESSAGES.notFound },
  RESULT_SECOND_PERSON: { status: 409, message: RESULT_ADMIN_MESSAGES.secondPerson },
  RESULT_NOT_PENDING: { status: 409, message: RESULT_ADMIN_MESSAGES.notPending },
  RESULT_ROUND_VOIDED: { status: 409, message: RESULT_ADMIN_MESSAGES.voided },
  RESULT_ROUND_NOT_CLOSED: { status: 409, message: RESULT_ADMIN_MESSAGES.notClosed },
  RESULT_PENDING_EXISTS: { status: 409, message: RESULT_ADMIN_MESSAGES.pendingExists },
});
