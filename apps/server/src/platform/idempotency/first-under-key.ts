import { uniqueViolation } from '../unique-violation.ts';

/**
 * Runs `create` (its own transaction) for an Idempotency-Key that was new a moment ago. When a
 * concurrent request with the same key won the race, the key's unique index refuses this one and
 * its transaction rolls back; then `replay` answers the winner's result (or 409 on another body),
 * so every racer gets the first answer and the effect happens once.
 */
export const firstUnderKey = async <T>(
  keyIndex: string,
  create: () => Promise<T>,
  replay: () => Promise<T | null>,
): Promise<T> => {
  try {
    return await create();
  } catch (error) {
    if (uniqueViolation(error) !== keyIndex) throw error;
    const first = await replay();
    if (first === null) throw error;
    return first;
  }
};
