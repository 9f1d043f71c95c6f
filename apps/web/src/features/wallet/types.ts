import type { EndpointAnswer, transactionsSummaryEndpoint } from '@chokdee/domain';
/** A statement query: Bangkok calendar dates `YYYY-MM-DD`, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** `transactions.summary`: balance, held, pending lines, money per month, balance per day (baht). */
export type StatementSummary = EndpointAnswer<typeof transactionsSummaryEndpoint>;
