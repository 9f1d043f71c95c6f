import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';

export type ErrorScreenKind =
  'unauthorized' | 'forbidden' | 'page-not-found' | 'not-allow-domain' | 'server' | 'generic';

const NOT_ALLOW_DOMAIN = 'Not Allow Domain';

const byStatus = (status: number, message: string | undefined, code?: string): ErrorScreenKind => {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 400)
    return message === NOT_ALLOW_DOMAIN || code === 'NOT_ALLOWED_DOMAIN'
      ? 'not-allow-domain'
      : 'page-not-found';
  if (status >= 500) return 'server';
  return 'generic';
};

const messageOf = (data: unknown): string | undefined => {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string')
    return data.message;
  return undefined;
};

/**
 * Which screen an error thrown while rendering or loading a route shows (spec §2, §6): an ApiError
 * or a thrown route response maps by status; a network failure and anything else get the generic
 * page (the offline page takes over by itself when the browser is offline).
 */
export function screenForError(error: unknown): ErrorScreenKind {
  if (isApiError(error))
    return error.isNetwork ? 'generic' : byStatus(error.status, error.message, error.code);
  if (isRouteErrorResponse(error)) return byStatus(error.status, messageOf(error.data) ?? error.statusText);
  return 'generic';
}
