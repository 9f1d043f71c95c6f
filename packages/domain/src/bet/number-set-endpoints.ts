import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  createNumberSetRequest,
  deleteNumberSetRequest,
  updateNumberSetRequest,
} from './number-set-schemas.ts';

const tags = ['number-set'];
const lotto = { member: 'lotto' } as const;

/** A saved list of numbers; `option` is a slip option or `set_4`. */
export const numberSetAnswer = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.array(z.object({ number: z.string(), option: z.string() })),
  updatedAt: z.string(),
});
export type NumberSet = z.infer<typeof numberSetAnswer>;

export const numberSetsAllEndpoint = endpoint({
  method: 'GET',
  path: '/api/number-sets.all',
  auth: lotto,
  response: z.array(numberSetAnswer),
  summary: "The member's number sets by name",
  tags,
});

export const numberSetsCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/number-sets.create',
  auth: lotto,
  body: createNumberSetRequest,
  response: numberSetAnswer,
  summary: 'Save a number set (409 for a taken name)',
  tags,
});

export const numberSetsUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/number-sets.update',
  auth: lotto,
  body: updateNumberSetRequest,
  response: numberSetAnswer,
  summary: 'Rename or change a number set',
  tags,
});

export const numberSetsDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/number-sets.delete',
  auth: lotto,
  body: deleteNumberSetRequest,
  response: z.object({}),
  summary: 'Delete a number set',
  tags,
});
