/** What a database's backends are doing while a bench runs, by state and wait event. */
import pg from 'pg';

/**
 * Samples what the backends of the database at `url` are doing every 50 ms until stopped: answers
 * each state/wait event's share of the samples (e.g. "active Lock:transactionid" = waiting for
 * another transaction's row lock, "idle in transaction Client:ClientRead" = waiting for this process).
 */
export const sampleWaits = async (url: string): Promise<() => Promise<Map<string, number>>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string }>(
        `select state || ' ' || coalesce(wait_event_type || ':' || wait_event, 'CPU') as what
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      total += rows.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return new Map(
      [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, n / Math.max(total, 1)]),
    );
  };
};
