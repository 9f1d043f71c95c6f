import { sql, type SQL } from 'drizzle-orm';

/** Entered results waiting for a second staff member's confirmation: a scalar subquery for the dashboard. */
export const resultsToConfirmCount = (): SQL =>
  sql`(select count(*) from lotto_results where status = 'PENDING')`;
