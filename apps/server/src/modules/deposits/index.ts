/**
 * What other features use of deposits: a member's deposits, the open queues' counts for the
 * dashboard, and the signed-hook check (games' wallet hooks sign the same way).
 */
export { findMemberDeposits, hasCreditedDeposit } from './deposit-rows.ts';
export {
  pendingNormalDepositsCount,
  unmatchedProviderTransfersCount,
  unmatchedStatementLinesCount,
} from './deposits-repository.ts';
export { signatureMatches, signHookBody } from './hook-signature.ts';
