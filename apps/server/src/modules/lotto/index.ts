export { advanceRoundStatus, generateRounds } from './generate-rounds.ts';
export { refundRoundPoys } from './refund-round-poys.ts';
export { settleDrawnRounds, settleRound } from './settle-round.ts';
export { resultsToConfirmCount } from './results-repository.ts';
export { hasPlacedPoy } from './poys-repository.ts';
