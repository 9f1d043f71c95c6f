/**
 * What bench/place-poy.ts prints of each measured condition (quiet, or beside CPU-burning
 * neighbours): slips/s and latency against pgbench's in the same condition, the targets, and CPU
 * per slip.
 */
import type { Measured } from './concurrent-load.ts';
import type { PgbenchRun } from './pgbench.ts';

export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 50;

/** The shape of every slip run: clients, seconds and lines per slip. */
export interface RunShape {
  clients: number;
  seconds: number;
  lines: number;
}

/** One measured condition: pgbench, the slips, pgbench again, all beside `neighbours` CPU burners. */
export interface Condition {
  neighbours: number;
  slips: Measured;
  p50: number;
  p99: number;
  max: number;
  before: PgbenchRun;
  after: PgbenchRun;
  /** Attempts placed again because a rate moved under the row locks (SQLSTATE CD001). */
  rateMoves: number;
  clientMsPerSlip: number;
  serverMsPerSlip: number | undefined;
  waits: Map<string, number>;
  loadAverage: number;
}

const labelOf = (c: Condition): string =>
  c.neighbours === 0 ? 'quiet' : `busy (${c.neighbours} CPU-burning neighbour${c.neighbours > 1 ? 's' : ''})`;
const ratioOf = (c: Condition): number => c.slips.perSecond / ((c.before.tps + c.after.tps) / 2);
const pgbenchP99Of = (c: Condition): number => (c.before.p99Ms + c.after.p99Ms) / 2;

/** The p99 target holds where pgbench's own p99 is under it; elsewhere it does not apply. */
const p99Verdict = (c: Condition): string =>
  pgbenchP99Of(c) >= TARGET_P99_MS
    ? `not applicable (pgbench's own p99 >= ${TARGET_P99_MS} ms)`
    : c.p99 < TARGET_P99_MS
      ? 'met'
      : 'NOT met';

export const printCondition = (c: Condition, run: RunShape): void => {
  const errors = [...c.slips.errors].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none';
  const ratio = ratioOf(c);
  console.log(`\n${labelOf(c)}, load average ${c.loadAverage.toFixed(1)} at the end of the slips:`);
  console.log(
    `placePoy: ${c.slips.perSecond.toFixed(0)} slips/s (${c.slips.ok} slips, ${(c.slips.perSecond * run.lines).toFixed(0)} lines/s), ` +
      `p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms, max ${c.max.toFixed(1)} ms; failed slips: ${errors}`,
  );
  console.log(
    `pgbench TPC-B-like -c ${run.clients} -j 2 -T ${run.seconds}: ${c.before.tps.toFixed(0)} tps before, ${c.after.tps.toFixed(0)} tps after ` +
      `(latency average ${c.before.latencyMs.toFixed(1)} / ${c.after.latencyMs.toFixed(1)} ms, ` +
      `p50 ${c.before.p50Ms.toFixed(1)} / ${c.after.p50Ms.toFixed(1)} ms, p99 ${c.before.p99Ms.toFixed(1)} / ${c.after.p99Ms.toFixed(1)} ms)`,
  );
  console.log(
    `ratio slips/s ÷ pgbench tps (mean) = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}); ` +
      `p99 ${c.p99.toFixed(1)} ms < ${TARGET_P99_MS} ms: ${p99Verdict(c)}`,
  );
  console.log(
    `attempts placed again because a rate moved under the row locks (SQLSTATE CD001): ${c.rateMoves}`,
  );
  console.log(
    `CPU per slip: this process ${c.clientMsPerSlip.toFixed(2)} ms, the PostgreSQL backends ` +
      `${c.serverMsPerSlip === undefined ? '?' : `${c.serverMsPerSlip.toFixed(2)} ms`}; ` +
      `non-idle backends by state/wait (share of samples): ` +
      [...c.waits].map(([what, share]) => `${what} ${(share * 100).toFixed(0)}%`).join(', '),
  );
};

export const printSummary = (conditions: readonly Condition[]): void => {
  console.log(
    '\ncondition | slips/s | slip p50 / p99 ms | pgbench tps | pgbench p50 / p99 ms | ratio | p99 target | CPU ms per slip client / server',
  );
  for (const c of conditions) {
    const pgbenchP50 = (c.before.p50Ms + c.after.p50Ms) / 2;
    console.log(
      [
        labelOf(c),
        c.slips.perSecond.toFixed(0),
        `${c.p50.toFixed(1)} / ${c.p99.toFixed(1)}`,
        ((c.before.tps + c.after.tps) / 2).toFixed(0),
        `${pgbenchP50.toFixed(1)} / ${pgbenchP99Of(c).toFixed(1)}`,
        ratioOf(c).toFixed(2),
        p99Verdict(c),
        `${c.clientMsPerSlip.toFixed(2)} / ${c.serverMsPerSlip?.toFixed(2) ?? '?'}`,
      ].join(' | '),
    );
  }
  console.log('');
};
