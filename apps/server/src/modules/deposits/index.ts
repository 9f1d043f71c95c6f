/** What other features use of deposits: a member's deposits, and the open queues' counts for the dashboard. */
export { findMemberDeposits } from './deposit-rows.ts';
export {
  pendingNormalDepositsCount,
  unmatchedProviderTransfersCount,
  unmatchedStatementLinesCount,
} from './deposits-repository.ts';
