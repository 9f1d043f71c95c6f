import type { z } from 'zod';
import type { Permission } from '../admin/permissions.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import type { MemberArea } from '../members/account-status.ts';

/**
 * What a back-office endpoint requires: a permission of the role matrix, `session` (any signed-in
 * staff, including one that may only enrol TOTP) or `public` (staff login).
 */
export type StaffAccess = Permission | 'session' | 'public';

/**
 * Who may call an endpoint. `public`: anyone (member-side). `member`: a signed-in member, with the
 * area of the account-status table that decides access. `staff`: the back office.
 */
export type EndpointAuth = 'public' | { member: MemberArea } | { staff: StaffAccess };

export type EndpointMethod = 'GET' | 'POST';
export type SuccessStatus = 200 | 201;

/**
 * One HTTP endpoint, declared once: the server mounts it, the web client calls it, OpenAPI is
 * derived from it. `response` is the schema of the answer's `data`.
 */
export interface EndpointDeclaration {
  method: EndpointMethod;
  /** The full URL path; `:name` segments are filled from `params`. */
  path: string;
  auth: EndpointAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** The success statuses, each answering `{ data: response }` (default 200). */
  status?: SuccessStatus | readonly SuccessStatus[];
  /**
   * The `Idempotency-Key` header: `optional` (a retry with the same key answers the first result)
   * or `required` (staff money moves: a double click must not pay twice).
   */
  idempotencyKey?: 'optional' | 'required';
  /** The error codes this endpoint may answer beyond the shared ones (validation, auth). */
  errors?: readonly ErrorCode[];
  summary: string;
  description?: string;
  tags: readonly string[];
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both tiers. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler reads after validation. */
export type EndpointQuery<E extends EndpointDeclaration> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointDeclaration> = OutputOf<E['body']>;
export type EndpointParams<E extends EndpointDeclaration> = OutputOf<E['params']>;
/** What a handler returns (the answer's `data` before it is encoded). */
export type EndpointData<E extends EndpointDeclaration> = z.output<E['response']>;

/** What a caller sends: the query of a GET, the body of a POST, plus the path's params. */
export type EndpointInput<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? FieldsOf<E> & { params: z.input<E['params']> }
  : InputOf<E['method'] extends 'GET' ? E['query'] : E['body']>;
/** The query or body fields beside `params`: none when the endpoint declares neither. */
type FieldsOf<E extends EndpointDeclaration> = (
  E['method'] extends 'GET' ? E['query'] : E['body']
) extends infer S extends z.ZodType
  ? z.input<S>
  : unknown;
/** What a caller receives: the answer's `data` as it travels. */
export type EndpointAnswer<E extends EndpointDeclaration> = z.input<E['response']>;

/** The success statuses of an endpoint, in order. */
export const successStatuses = (declaration: EndpointDeclaration): readonly SuccessStatus[] =>
  declaration.status === undefined
    ? [200]
    : typeof declaration.status === 'number'
      ? [declaration.status]
      : declaration.status;

/** `staff` endpoints live under /api/admin and use the staff session and CSRF cookie. */
export const isStaffEndpoint = (
  declaration: EndpointDeclaration,
): declaration is EndpointDeclaration & { auth: { staff: StaffAccess } } =>
  typeof declaration.auth === 'object' && 'staff' in declaration.auth;
