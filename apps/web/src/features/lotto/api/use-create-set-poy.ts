import { setPoyCreateEndpoints, type FourDFamily } from '@chokdee/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/call-api.ts';
import { createSubmissionKeys, type SubmissionKeys } from '../../../lib/idempotency.ts';
import { isDefiniteFailure } from './use-create-poy.ts';

export interface CreateSetPoyInput {
  family: FourDFamily;
  betId: string;
  number: string;
  sets: number;
}

/** `POST /api/lotteries.{hanoy,lao,lao-super,malay}.create`: a 4-digit number × sets. */
export const postSetPoy = ({ family, ...body }: CreateSetPoyInput, idempotencyKey: string) =>
  callApi(setPoyCreateEndpoints[family], body, { idempotencyKey });

/** Buys 4D sets; the same Idempotency-Key rules as a slip (use-create-poy.ts). */
export function useCreateSetPoy(keys?: SubmissionKeys) {
  const [submissions] = useState<SubmissionKeys>(() => keys ?? createSubmissionKeys());
  return useMutation({
    mutationFn: (input: CreateSetPoyInput) => postSetPoy(input, submissions.keyFor(JSON.stringify(input))),
    onSuccess: () => submissions.settle('settled'),
    onError: (error) => submissions.settle(isDefiniteFailure(error) ? 'settled' : 'unknown'),
  });
}
