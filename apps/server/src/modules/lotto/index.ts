export { refundRoundPoys } from './refund-round-poys.ts';
export { settleRound } from './settle-round.ts';
export { resultsToConfirmCount } from './results-to-confirm.ts';
