import { hash } from 'node:crypto';

/** sha256 of a canonical JSON form (bigints as text, keys in insertion order given by the caller). */
export const requestHash = (content: unknown): string =>
  // crypto.hash: the one-shot form, without createHash's Hash object (this runs on every call).
  hash(
    'sha256',
    JSON.stringify(content, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  );
