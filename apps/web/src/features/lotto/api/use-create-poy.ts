import { poysCreateEndpoint, type PlacePoyBody } from '@chokdee/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { createSubmissionKeys, type SubmissionKeys } from '../../../lib/idempotency.ts';

/** `POST /poy-api/poys.create` with its Idempotency-Key. */
export const postPoy = (body: PlacePoyBody, idempotencyKey: string) =>
  callApi(poysCreateEndpoint, body, { idempotencyKey });

/** A definite answer (4xx, e.g. RATE_CHANGED): the next confirm is a new attempt with a new key. */
export const isDefiniteFailure = (error: unknown): boolean =>
  isApiError(error) && !error.isNetwork && error.status >= 400 && error.status < 500;

/**
 * Places a slip. One Idempotency-Key per confirm attempt: the same slip retried after a network
 * failure or a 5xx reuses it, so the server answers the first result and debits once; a success or
 * a 4xx (RATE_CHANGED, ROUND_CLOSED…) ends the attempt.
 */
export function useCreatePoy(keys?: SubmissionKeys) {
  const [submissions] = useState<SubmissionKeys>(() => keys ?? createSubmissionKeys());
  return useMutation({
    mutationFn: (body: PlacePoyBody) => postPoy(body, submissions.keyFor(JSON.stringify(body))),
    onSuccess: () => submissions.settle('settled'),
    onError: (error) => submissions.settle(isDefiniteFailure(error) ? 'settled' : 'unknown'),
  });
}
