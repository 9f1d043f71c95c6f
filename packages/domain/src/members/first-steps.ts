import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/**
 * A new member's path to a first withdrawal (the checklist on /main): a bank account to be paid
 * to, a first credited deposit, a first slip. Each is true once done; the list hides when all are.
 */
export const firstStepsAnswer = z.object({
  bank: z.boolean(),
  deposit: z.boolean(),
  bet: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsAnswer>;

export const FIRST_STEPS = ['bank', 'deposit', 'bet'] as const satisfies ReadonlyArray<keyof FirstSteps>;
export type FirstStep = (typeof FIRST_STEPS)[number];

export const usersFirstStepsEndpoint = endpoint({
  method: 'GET',
  path: '/api/users.first-steps',
  auth: { member: 'member' },
  response: firstStepsAnswer,
  summary: "The new member's checklist: a bank account added, a first deposit credited, a first slip placed",
  tags: ['members'],
});
