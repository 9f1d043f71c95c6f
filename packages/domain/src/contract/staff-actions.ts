import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes.ts';
import { endpoint, type EndpointDeclaration, type StaffAccess } from './endpoint.ts';

/** One action of a staff area (a decision, a settings change): its body and its documentation. */
export interface StaffAction {
  body: z.ZodType;
  errors?: readonly ErrorCode[];
  summary: string;
  description?: string;
}

/** The queue's list: `GET <queue>.list` of its query, under its own (read) permission. */
export interface StaffQueueList {
  access: StaffAccess;
  query: z.ZodType;
  response: z.ZodType;
  summary: string;
}

interface StaffCall {
  path: string;
  auth: { staff: StaffAccess };
  tags: readonly string[];
}

/** The declaration `staffActions` makes of an action `D`. */
export type StaffActionEndpoint<D extends StaffAction, Row extends z.ZodType> = D &
  StaffCall & { method: 'POST'; response: Row };
export type StaffListEndpoint<L extends StaffQueueList> = Omit<L, 'access'> & StaffCall & { method: 'GET' };

type Actions<Ds extends Record<string, StaffAction>, Row extends z.ZodType> = {
  [K in keyof Ds]: StaffActionEndpoint<Ds[K], Row>;
};

/**
 * The actions of a back-office queue or area (approve / reject, credit / dismiss, settings): each
 * a POST of its body to `<path>.<action>` under one permission, each answering the changed row;
 * with `list`, also the queue's list.
 */
export function staffActions<const Row extends z.ZodType, const Ds extends Record<string, StaffAction>>(
  queue: { path: string; access: StaffAccess; row: Row; tags: readonly string[] },
  decisions: Ds,
): Actions<Ds, Row>;
export function staffActions<
  const Row extends z.ZodType,
  const Ds extends Record<string, StaffAction>,
  const L extends StaffQueueList,
>(
  queue: { path: string; access: StaffAccess; row: Row; tags: readonly string[]; list: L },
  decisions: Ds,
): Actions<Ds, Row> & { list: StaffListEndpoint<L> };
export function staffActions(
  queue: {
    path: string;
    access: StaffAccess;
    row: z.ZodType;
    tags: readonly string[];
    list?: StaffQueueList;
  },
  decisions: Record<string, StaffAction>,
): Record<string, EndpointDeclaration> {
  const posts = Object.entries(decisions).map(([name, decision]): [string, EndpointDeclaration] => [
    name,
    endpoint({
      method: 'POST',
      path: `${queue.path}.${name}`,
      auth: { staff: queue.access },
      response: queue.row,
      tags: queue.tags,
      ...decision,
    }),
  ]);
  if (!queue.list) return Object.fromEntries(posts);
  const { access, ...list } = queue.list;
  const read = endpoint({
    method: 'GET',
    path: `${queue.path}.list`,
    auth: { staff: access },
    tags: queue.tags,
    ...list,
  });
  const entries: [string, EndpointDeclaration][] = [...posts, ['list', read]];
  return Object.fromEntries(entries);
}
