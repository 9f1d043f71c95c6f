import {
  computeYeekeeResult,
  type YeekeeDraw,
  type YingResultView,
  type YingShotView,
} from '@chokdee/domain';

/** What the browser recomputed from the published shot list, next to what the server published. */
export interface Verification {
  count: number;
  /** S, exact. */
  sum: bigint;
  /** The 16th shot counted newest first (by sequence, not by time), as exported. */
  sixteenth: YingShotView;
  /** R = S − the 16th shot. */
  r: bigint;
  /** The last five digits of R. */
  digits: string;
  result: YeekeeDraw['result'];
  /** The list is 1..N with no gap: nothing was left out. */
  sequenceComplete: boolean;
  /** The recomputed result, S and 16th shot equal the published ones. */
  matches: boolean;
}

const sameBigint = (published: string | null, computed: bigint): boolean => {
  if (published === null) return false;
  try {
    return BigInt(published) === computed;
  } catch {
    return false;
  }
};

/**
 * Recomputes a Yeekee result from the exported shot list with the domain function the server
 * uses (no second copy of the rule here), so a member need not trust the published numbers. Null
 * when the list cannot give a result: fewer than 20 shots, or something that is not a shot.
 */
export function verifyShots(
  shots: readonly YingShotView[],
  published: YingResultView | null,
): Verification | null {
  let draw: ReturnType<typeof computeYeekeeResult>;
  try {
    draw = computeYeekeeResult(shots);
  } catch {
    return null;
  }
  const sixteenth = draw && shots.find((shot) => shot.seq === draw.sixteenth.seq);
  if (!draw || !sixteenth) return null;
  const seqs = shots.map((shot) => shot.seq).sort((a, b) => a - b);
  const sequenceComplete = seqs.every((seq, i) => seq === i + 1);
  const matches =
    !!published &&
    published.top3 === draw.result.top3 &&
    published.top2 === draw.result.top2 &&
    published.bottom2 === draw.result.bottom2 &&
    sameBigint(published.sum, draw.sum) &&
    sameBigint(published.r, draw.r) &&
    published.sixteenth?.seq === sixteenth.seq;
  return {
    count: shots.length,
    sum: draw.sum,
    sixteenth,
    r: draw.r,
    digits: draw.digits,
    result: draw.result,
    sequenceComplete,
    matches,
  };
}
