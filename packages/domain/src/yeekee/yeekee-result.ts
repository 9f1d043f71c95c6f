import type { LottoResult } from '../bet/results.ts';

/**
 * The Yeekee / ping-pong result (lottery-domain.md "Yeekee … and ping-pong"), a pure function of
 * the published shot list so that anyone — the server, the member's browser, an auditor with the
 * CSV — gets the same answer from the same list.
 */

/** The round needs at least this many shots, else it is cancelled and every poy refunded. */
export const YEEKEE_MIN_SHOTS = 20;
/** The shot subtracted from the sum, counted newest first. */
export const YEEKEE_SUBTRACTED_SHOT = 16;

/** One accepted shot: its gap-free sequence number (acceptance order) and the 5 digits shot. */
export interface YeekeeShot {
  seq: number;
  yingNumber: string;
}

export interface YeekeeDraw {
  /** S: the exact sum of every shot. */
  sum: bigint;
  /** The 16th shot counted newest first (by sequence number). */
  sixteenth: YeekeeShot;
  /** R = S − the 16th shot. */
  r: bigint;
  /** The last five digits of R, left-padded with zeros: D1D2D3D4D5. */
  digits: string;
  result: Required<Pick<LottoResult, 'top3' | 'top2' | 'bottom2'>>;
}

const SHOT = /^\d{5}$/;

const checkShot = (shot: YeekeeShot): void => {
  if (!Number.isSafeInteger(shot.seq) || shot.seq < 1)
    throw new RangeError(`not a sequence number: ${shot.seq}`);
  if (!SHOT.test(shot.yingNumber)) throw new RangeError(`not a 5-digit shot: "${shot.yingNumber}"`);
};

/** Newest first by sequence number — never by time: two shots may share a millisecond. */
export const newestFirst = <T extends YeekeeShot>(shots: readonly T[]): T[] =>
  [...shots].sort((a, b) => b.seq - a.seq);

/** The exact sum of the shots (bigint: 1M shots of 99,999 exceed 2^53 long before money does). */
export const sumOfShots = (shots: readonly YeekeeShot[]): bigint =>
  shots.reduce((sum, shot) => sum + BigInt(shot.yingNumber), 0n);

/** The shot that is currently 16th counted newest first, or null with fewer than 16 shots. */
export const sixteenthFromNewest = <T extends YeekeeShot>(shots: readonly T[]): T | null =>
  newestFirst(shots)[YEEKEE_SUBTRACTED_SHOT - 1] ?? null;

/** Result fields from R: its last five digits D1..D5 give top3 D3D4D5, top2 D4D5, bottom2 D1D2. */
export const yeekeeFieldsOf = (r: bigint): { digits: string; result: YeekeeDraw['result'] } => {
  if (r < 0n) throw new RangeError('R cannot be negative');
  const digits = (r % 100_000n).toString().padStart(5, '0');
  return { digits, result: { top3: digits.slice(2), top2: digits.slice(3), bottom2: digits.slice(0, 2) } };
};

/**
 * The result of a round from all of its shots (any order; duplicated sequence numbers are
 * refused). Null with fewer than 20 shots: the round is cancelled.
 */
export const computeYeekeeResult = (shots: readonly YeekeeShot[]): YeekeeDraw | null => {
  shots.forEach(checkShot);
  if (new Set(shots.map((s) => s.seq)).size !== shots.length)
    throw new RangeError('duplicate sequence numbers');
  if (shots.length < YEEKEE_MIN_SHOTS) return null;
  const sixteenth = sixteenthFromNewest(shots);
  if (!sixteenth) return null;
  const sum = sumOfShots(shots);
  const r = sum - BigInt(sixteenth.yingNumber);
  return {
    sum,
    sixteenth: { seq: sixteenth.seq, yingNumber: sixteenth.yingNumber },
    r,
    ...yeekeeFieldsOf(r),
  };
};
