import { sql, type SQL } from 'drizzle-orm';

/** NORMAL deposits waiting for staff: a scalar subquery for the dashboard. */
export const pendingNormalDepositsCount = (): SQL =>
  sql`(select count(*) from deposits where status = 'PENDING' and method = 'NORMAL')`;

/** TrueMoney and crypto transfers no deposit took: a scalar subquery for the dashboard. */
export const unmatchedProviderTransfersCount = (): SQL =>
  sql`((select count(*) from crypto_transfers where status = 'UNMATCHED')
    + (select count(*) from truemoney_transfers where status = 'UNMATCHED'))`;

/** Bank statement lines no deposit took: a scalar subquery for the dashboard. */
export const unmatchedStatementLinesCount = (): SQL =>
  sql`(select count(*) from bank_statement_lines where status = 'UNMATCHED')`;
