import { sixteenthFromNewest, type YingShotView, type YingSummaryView } from '@chokdee/domain';

/** The message of a `ying-update` frame (docs/yeekee.md, Live): new shots oldest first, the running figures after them. */
export interface YingUpdate {
  shots: YingShotView[];
  count: number;
  /** Decimal string (exact). */
  sum: string;
}

const isShot = (value: unknown): value is YingShotView => {
  if (typeof value !== 'object' || value === null) return false;
  const { seq, yingNumber, userName, createdAt } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(seq) &&
    typeof yingNumber === 'string' &&
    typeof userName === 'string' &&
    typeof createdAt === 'string'
  );
};

/** The `message` of a `ying-update` frame, or null when it is not one. */
export function parseYingUpdate(message: string): YingUpdate | null {
  try {
    const value = JSON.parse(message) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { shots, count, sum } = value as Record<string, unknown>;
    if (
      !Array.isArray(shots) ||
      !shots.every(isShot) ||
      !Number.isSafeInteger(count) ||
      typeof sum !== 'string'
    )
      return null;
    return { shots, count: count as number, sum };
  } catch {
    return null;
  }
}

/** The newest `limit` shots after an update: merged by sequence (a shot seen twice is kept once), newest first. */
export function mergeShots(
  current: readonly YingShotView[] | undefined,
  update: YingUpdate,
  limit: number,
): YingShotView[] {
  const bySeq = new Map<number, YingShotView>();
  for (const shot of [...(current ?? []), ...update.shots]) bySeq.set(shot.seq, shot);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, limit);
}

/**
 * The running figures after an update, or null when the list on screen cannot tell the 16th
 * shot (a frame was missed: sequence numbers have no gaps, so the newest must be `count` and the
 * 16th `count − 15`) — then the caller re-reads `yings.summary`. Frames that cross (several
 * nodes) never move the figures back.
 */
export function nextSummary(
  current: YingSummaryView | undefined,
  shots: readonly YingShotView[],
  update: YingUpdate,
): YingSummaryView | null {
  if (current && current.count >= update.count) return current;
  const complete = shots[0]?.seq === update.count && shots.every((shot, i) => shot.seq === update.count - i);
  if (!complete) return null;
  return { count: update.count, sum: update.sum, sixteenth: sixteenthFromNewest(shots) };
}
