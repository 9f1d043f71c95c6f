import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { screenForError } from './error-to-screen.ts';

// What errorElement receives when a loader throws `data(body, { status })` or a Response.
const routeResponse = (status: number, body?: unknown): unknown =>
  new ErrorResponseImpl(status, undefined, body ?? null);

describe('screenForError', () => {
  it('maps API errors by status', () => {
    expect(screenForError(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'))).toBe('unauthorized');
    expect(screenForError(new ApiError(403, 'FORBIDDEN', 'Sorry, access denied.'))).toBe('forbidden');
    expect(screenForError(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe('page-not-found');
    expect(screenForError(new ApiError(400, 'BAD_REQUEST', 'Bad'))).toBe('page-not-found');
    expect(screenForError(new ApiError(500, 'INTERNAL', 'Oops'))).toBe('server');
    expect(screenForError(new ApiError(503, 'MAINTENANCE', 'Oops'))).toBe('server');
  });

  it('shows the Not Allow Domain page for a 404 with that message', () => {
    expect(screenForError(new ApiError(404, 'NOT_ALLOWED_DOMAIN', 'Not Allow Domain'))).toBe(
      'not-allow-domain',
    );
    expect(screenForError(new ApiError(404, 'NOT_FOUND', 'Not Allow Domain'))).toBe('not-allow-domain');
  });

  it('sends network failures and unknown throws to the generic page', () => {
    expect(screenForError(new ApiError(0, 'NETWORK', 'x'))).toBe('generic');
    expect(screenForError(new Error('boom'))).toBe('generic');
    expect(screenForError('weird')).toBe('generic');
    expect(screenForError(new ApiError(409, 'CONFLICT', 'x'))).toBe('generic');
  });

  it('maps thrown route responses by status', () => {
    expect(screenForError(routeResponse(403))).toBe('forbidden');
    expect(screenForError(routeResponse(404))).toBe('page-not-found');
    expect(screenForError(routeResponse(404, { message: 'Not Allow Domain' }))).toBe('not-allow-domain');
    expect(screenForError(routeResponse(500))).toBe('server');
  });
});
