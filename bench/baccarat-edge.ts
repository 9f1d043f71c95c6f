/**
 * `npx tsx bench/baccarat-edge.ts [hands]` (default 10,000,000): deals Chokdee Baccarat's engine on
 * node:crypto random bytes and prints each bet's measured house edge next to the exact 8-deck
 * figure. Not part of any test run.
 */
import {
  BACCARAT_BETS,
  baccaratReturns,
  dealBaccarat,
  type BaccaratBets,
} from '../apps/games/src/engine/baccarat.ts';
import { endlessStream } from './random-stream.ts';

const hands = Number(process.argv[2] ?? 10_000_000);
/** Published 8-deck house edges, in percent (tie 8:1, pairs 11:1). */
const EXACT: BaccaratBets = {
  player: 1.2351,
  banker: 1.0579,
  tie: 14.3596,
  playerPair: 10.3614,
  bankerPair: 10.3614,
};
const STAKE = 100;
const stakes: BaccaratBets = {
  player: STAKE,
  banker: STAKE,
  tie: STAKE,
  playerPair: STAKE,
  bankerPair: STAKE,
};

const returned: BaccaratBets = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
let dealt = 0;
const started = performance.now();
const stream = endlessStream();
for (; dealt < hands; dealt++) {
  const back = baccaratReturns(stakes, dealBaccarat(stream));
  for (const bet of BACCARAT_BETS) returned[bet] += back[bet];
}
console.log(
  `hands ${dealt.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const bet of BACCARAT_BETS) {
  const edge = (1 - returned[bet] / (dealt * STAKE)) * 100;
  console.log(
    `${bet.padEnd(11)} edge ${edge.toFixed(3).padStart(7)} %   exact ${EXACT[bet].toFixed(3).padStart(7)} %`,
  );
}
