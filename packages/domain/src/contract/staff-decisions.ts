import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';

/** One decision of a staff queue: its body and its documentation. */
export interface StaffDecision {
  body: z.ZodType;
  errors?: readonly ErrorCode[];
  summary: string;
  description?: string;
}

/** The declaration `staffDecisions` makes of a decision `D`. */
export type StaffDecisionEndpoint<D extends StaffDecision, Row extends z.ZodType> = D & {
  method: 'POST';
  path: string;
  auth: { staff: StaffAccess };
  response: Row;
  tags: readonly string[];
};

/**
 * The decisions of a back-office queue (approve / reject, credit / dismiss…): each a POST of its
 * body to `<queue>.<decision>` under one permission, each answering the decided row.
 */
export const staffDecisions = <const Row extends z.ZodType, const Ds extends Record<string, StaffDecision>>(
  queue: { path: string; access: StaffAccess; row: Row; tags: readonly string[] },
  decisions: Ds,
): { [K in keyof Ds]: StaffDecisionEndpoint<Ds[K], Row> } =>
  Object.fromEntries(
    Object.entries(decisions).map(([name, decision]) => [
      name,
      endpoint({
        method: 'POST',
        path: `${queue.path}.${name}`,
        auth: { staff: queue.access },
        response: queue.row,
        tags: queue.tags,
        ...decision,
      }),
    ]),
  ) as { [K in keyof Ds]: StaffDecisionEndpoint<Ds[K], Row> };
