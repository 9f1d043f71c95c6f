import { isApiError } from './api-client.ts';

/**
 * One Idempotency-Key per submission attempt of a money form, member or back office. The key is
 * made when a submission starts and reused while that same submission is retried (same content,
 * outcome unknown: network failure, 5xx); a settled outcome (success or a definite refusal) or
 * different content starts a new submission with a new key. So a double tap or a retry after a
 * dropped answer moves money once.
 */
export interface SubmissionKeys {
  /** The key for submitting `content` now. */
  keyFor(content: string): string;
  /** After an answer: `settled` (success or a definite 4xx) forgets the key; `unknown` keeps it for a retry. */
  settle(outcome: 'settled' | 'unknown'): void;
  /** True while the next submission of the same content would retry the previous key. */
  readonly retrying: boolean;
}

/** No HTTP answer, a 5xx or not an API error at all: the request may or may not have been applied. */
export const isOutcomeUnknown = (error: unknown): boolean =>
  !isApiError(error) || error.isNetwork || error.status < 400 || error.status >= 500;

/** The outcome a failed submission settles with. */
export const outcomeOf = (error: unknown): 'settled' | 'unknown' =>
  isOutcomeUnknown(error) ? 'unknown' : 'settled';

const uuidFromRandom = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** crypto.randomUUID, or a v4 UUID from getRandomValues where randomUUID is missing (plain http). */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandom();

export function createSubmissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  let pending: { content: string; key: string } | null = null;
  return {
    keyFor(content) {
      if (!pending || pending.content !== content) pending = { content, key: newKey() };
      return pending.key;
    },
    settle(outcome) {
      if (outcome === 'settled') pending = null;
    },
    get retrying() {
      return pending !== null;
    },
  };
}
