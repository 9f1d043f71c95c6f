import { z } from 'zod';
import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  createNumberSetRequest,
  deleteNumberSetRequest,
  updateNumberSetRequest,
} from './number-set-schemas.ts';

const lotto = { member: 'lotto' } as const;

/** A saved list of numbers; `option` is a slip option or `set_4`. */
export const numberSetAnswer = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.array(z.object({ number: z.string(), option: z.string() })),
  updatedAt: z.string(),
});
export type NumberSet = z.infer<typeof numberSetAnswer>;

export const {
  all: numberSetsAllEndpoint,
  create: numberSetsCreateEndpoint,
  update: numberSetsUpdateEndpoint,
  delete: numberSetsDeleteEndpoint,
} = endpointGroup(
  { auth: lotto, tags: ['number-set'] },
  {
    all: {
      method: 'GET',
      path: '/api/number-sets.all',
      response: z.array(numberSetAnswer),
      summary: "The member's number sets by name",
    },
    create: {
      method: 'POST',
      path: '/api/number-sets.create',
      body: createNumberSetRequest,
      response: numberSetAnswer,
      summary: 'Save a number set (409 for a taken name)',
    },
    update: {
      method: 'POST',
      path: '/api/number-sets.update',
      body: updateNumberSetRequest,
      response: numberSetAnswer,
      summary: 'Rename or change a number set',
    },
    delete: {
      method: 'POST',
      path: '/api/number-sets.delete',
      body: deleteNumberSetRequest,
      response: z.object({}),
      summary: 'Delete a number set',
    },
  },
);
