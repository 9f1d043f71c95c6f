import type { BaccaratBets, BaccaratHand } from './engine/baccarat.ts';
import type { SlotOutcome } from './engine/slot.ts';

/** The answers of the provider's own JSON API, shared by the server, its tests and the screens. */
export interface PublicSeeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SlotResult extends SlotOutcome {
  lineBet: number;
}

export interface BaccaratResult {
  bets: BaccaratBets;
  hand: BaccaratHand;
  returns: BaccaratBets;
}

export interface RoundRecord<R = SlotResult | BaccaratResult> extends PublicSeeds {
  roundId: string;
  gameId: string;
  at: string;
  bet: number;
  win: number;
  /** The win reached the wallet (false while a retry is pending). */
  settled: boolean;
  result: R;
}

export interface PlayAnswer<R> {
  round: RoundRecord<R>;
  balance: number;
  seeds: PublicSeeds;
}

export interface SessionAnswer {
  balance: number | null;
  seeds: PublicSeeds;
}

export interface RotateAnswer {
  revealed: PublicSeeds & { serverSeed: string };
  next: PublicSeeds;
}

export type HistoryEntry = RoundRecord & { serverSeed: string | null };

export interface ErrorAnswer {
  error: { code: string; balance?: number };
}
