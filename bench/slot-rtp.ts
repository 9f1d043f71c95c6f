/**
 * `npx tsx bench/slot-rtp.ts [spins]` (default 10,000,000): plays Chokdee Slot's engine (the same
 * `spinSlot` the provider serves) on node:crypto random bytes and prints the measured RTP next to
 * the stated and the exact one, the difference in points (target within ±0.3), a 99 % confidence
 * interval, the hit frequency and the line / scatter split. Not part of any test run.
 */
import { spinSlot } from '../apps/games/src/engine/slot.ts';
import { LINE_COUNT, SLOT_STATED_RTP } from '../apps/games/src/engine/slot-paytable.ts';
import { exactSlotRtp } from '../apps/games/src/engine/slot-rtp.ts';
import { endlessStream } from './random-stream.ts';

const spins = Number(process.argv[2] ?? 10_000_000);

let played = 0;
let won = 0;
let wonSquared = 0;
let scatterWon = 0;
let hits = 0;
const started = performance.now();
const stream = endlessStream();
for (; played < spins; played++) {
  // Line bet 1: the total bet is LINE_COUNT, the win is in line bets.
  const outcome = spinSlot(stream, 1);
  won += outcome.win;
  wonSquared += outcome.win * outcome.win;
  scatterWon += outcome.scatterPays * LINE_COUNT;
  if (outcome.win > 0) hits++;
}
const seconds = (performance.now() - started) / 1000;

const bet = played * LINE_COUNT;
const rtp = (won / bet) * 100;
// Standard error of the mean return per spin, in points of RTP.
const mean = won / played;
const sd = Math.sqrt(wonSquared / played - mean * mean) / LINE_COUNT;
const margin = (2.576 * sd * 100) / Math.sqrt(played);
const exact = exactSlotRtp().total * 100;
const diff = rtp - SLOT_STATED_RTP;

const pct = (value: number) => `${value.toFixed(3)} %`;
console.log(`spins               ${played.toLocaleString('en-US')} in ${seconds.toFixed(1)} s`);
console.log(`stated RTP          ${pct(SLOT_STATED_RTP)}   (exact by enumeration ${pct(exact)})`);
console.log(`measured RTP        ${pct(rtp)}   99 % interval ±${margin.toFixed(3)} points`);
console.log(
  `difference          ${diff >= 0 ? '+' : ''}${diff.toFixed(3)} points (target within ±0.3): ${Math.abs(diff) <= 0.3 ? 'OK' : 'OUT'}`,
);
console.log(
  `  lines / scatters  ${pct(((won - scatterWon) / bet) * 100)} / ${pct((scatterWon / bet) * 100)}`,
);
console.log(
  `hit frequency       ${pct((hits / played) * 100)} (1 win in ${(played / hits).toFixed(2)} spins)`,
);
console.log(`volatility          ${sd.toFixed(2)} × total bet (standard deviation of one spin's return)`);
if (Math.abs(diff) > 0.3) process.exitCode = 1;
