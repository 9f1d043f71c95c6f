/**
 * What the place-poy bench prints after its timed run: whether the round's exposure equals the sums
 * of its lines, a single-client probe of the statements of one slip (synchronous_commit on and
 * off), the exposure rows' HOT updates and the plans the pool's prepared statements use.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
import { probeStatements } from './statement-probe.ts';

const PROBE_SLIPS = 200;

/** `probes`: each database the single-client probe places through; the first one's statements are listed. */
export const printAfterRun = async (
  pool: pg.Pool,
  betId: string,
  placeOne: (on: Database) => () => Promise<unknown>,
  probes: readonly (readonly [label: string, on: Database])[],
): Promise<void> => {
  // Every slip's stake and potential payout reached the exposure rows, none twice.
  const [sums] = (
    await pool.query<{ same: boolean; lines: string }>(
      `select (select coalesce(sum(stake), 0) from lotto_exposure where round_id = $1) = (select coalesce(sum(price), 0) from poy_lines where round_id = $1)
         and (select coalesce(sum(payout), 0) from lotto_exposure where round_id = $1) = (select coalesce(sum(payout), 0) from poy_lines where round_id = $1) as same,
         (select count(*) from poy_lines where round_id = $1)::text as lines`,
      [betId],
    )
  ).rows;
  console.log(
    `exposure = sums of the round's ${sums?.lines ?? '?'} lines (stake and payout): ${sums?.same ? 'yes' : 'NO'}`,
  );

  // Single-client probe: what one slip sends, and what each statement costs on its own.
  for (const [index, [label, on]] of probes.entries()) {
    const place = placeOne(on);
    await place().catch(() => undefined); // connect outside the probe
    const t0 = performance.now();
    const cpu = process.cpuUsage();
    const stats = await probeStatements(async () => {
      // With BENCH_TIERS a slip may be refused (a closed number): it still sent its statements.
      for (let i = 0; i < PROBE_SLIPS; i++) await place().catch(() => undefined);
    });
    const perSlip = (performance.now() - t0) / PROBE_SLIPS;
    const cpuUsed = process.cpuUsage(cpu);
    const cpuPerSlip = (cpuUsed.user + cpuUsed.system) / 1e3 / PROBE_SLIPS;
    const count = [...stats.values()].reduce((sum, s) => sum + s.count, 0) / PROBE_SLIPS;
    console.log(
      `single client, ${label}: ${perSlip.toFixed(2)} ms per slip (${cpuPerSlip.toFixed(2)} ms of this process's CPU), ${count.toFixed(1)} statements per slip`,
    );
    if (index > 0) continue;
    for (const [text, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`  ${(s.count / PROBE_SLIPS).toFixed(1)}× ${(s.ms / s.count).toFixed(2)} ms  ${text}`);
    }
  }
  // Backends report their counters when idle (about once a second): by now the placing ones have.
  const [hot] = (
    await pool.query<{ upd: string; hot: string }>(
      `select n_tup_upd::text as upd, n_tup_hot_upd::text as hot from pg_stat_user_tables where relname = 'lotto_exposure'`,
    )
  ).rows;
  console.log(`lotto_exposure updates: ${hot?.upd ?? '?'}, of which HOT: ${hot?.hot ?? '?'}`);
  // Plans of one pooled connection's prepared statements: generic plans are planned once.
  const plans = (
    await pool.query<{ statement: string; generic: string; custom: string }>(
      `select left(regexp_replace(statement, '\\s+', ' ', 'g'), 50) as statement, generic_plans::text as generic, custom_plans::text as custom
       from pg_prepared_statements order by generic_plans + custom_plans desc`,
    )
  ).rows;
  for (const plan of plans)
    console.log(`prepared: ${plan.generic} generic / ${plan.custom} custom plans  ${plan.statement}`);
};
