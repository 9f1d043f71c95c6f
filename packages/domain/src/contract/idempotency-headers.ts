import { z } from 'zod';

/** A retry-safe call: the same key answers the first result. */
export const optionalIdempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(100).optional(),
});

/** Staff money moves: a double click must not pay twice, so the key is required. */
export const requiredIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .trim()
    .min(1, 'Idempotency-Key header is required')
    .max(100, 'Idempotency-Key is at most 100 characters'),
});
