import { createHash } from 'node:crypto';

/** sha256 of a canonical JSON form (bigints as text, keys in insertion order given by the caller). */
export const requestHash = (content: unknown): string =>
  createHash('sha256')
    .update(
      JSON.stringify(content, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    )
    .digest('hex');
