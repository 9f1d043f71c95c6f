import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_QUERY_KEY, resetAuth } from '../../features/auth/session.ts';
import { forgetBalance, useBalance } from '../../lib/balance.ts';
import { clearUnauthorized, getSiteStatus } from '../../lib/site-status.ts';
import { queryClient } from '../../lib/query-client.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { useLiveBalance } from './use-live-balance.ts';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket.ts';

const UUID = '6f1c2b1e-9a8d-4c3b-8e2f-1a2b3c4d5e6f';

function Probe() {
  useLiveBalance();
  return <span data-testid="balance">{String(useBalance())}</span>;
}

let api: FakeApi;
beforeEach(() => {
  queryClient.clear();
  clearUnauthorized();
  forgetBalance();
  installFakeWebSocket();
  api = installFakeApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let view: ReturnType<typeof render>;
const shown = () => view.getByTestId('balance').textContent;
const mount = () =>
  (view = render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  ));

describe('useLiveBalance', () => {
  it('opens /ccu for a logged-in member, re-reads the balance on open, applies money-updates, and closes on logout', async () => {
    api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
    api.on('cashs', { body: { money: 50 } });
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/ccu`);

    act(() => socket.onopen?.(new Event('open')));
    await waitFor(() => expect(shown()).toBe('50'));
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ event: 'money-update', channel: UUID, message: '{"balance":123.45}' }),
      } as MessageEvent),
    );
    expect(shown()).toBe('123.45');

    // Logout: users.auth answers 401 from now on and the login state is asked again.
    api.on('users.auth', { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    // What endSession() does: the query cache is cleared.
    act(() => queryClient.clear());
    await waitFor(() => expect(socket.closed).toBe(true));
    expect(FakeWebSocket.all).toHaveLength(1);

    // Logging in again (resetAuth after login) opens a new socket.
    api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
    act(() => resetAuth());
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
  });

  it('a balance read that was in flight while a money-update arrived does not replace the newer balance', async () => {
    api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
    // A reconnect's read taken before a deposit committed, answered after the deposit's frame.
    let answerRead!: (answer: { body: unknown }) => void;
    api.on('cashs', () => new Promise((resolve) => (answerRead = resolve)));
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    act(() => socket.onopen?.(new Event('open')));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'cashs')).toHaveLength(1));
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ event: 'money-update', channel: UUID, message: '{"balance":700}' }),
      } as MessageEvent),
    );
    await act(async () => {
      answerRead({ body: { money: 500 } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown()).toBe('700');

    // A read with no frame during its flight is shown.
    api.on('cashs', { body: { money: 650 } });
    act(() => socket.onopen?.(new Event('open')));
    await waitFor(() => expect(shown()).toBe('650'));
  });

  it('does not connect for a visitor (who costs no users.auth call) or a guest-like member', async () => {
    mount();
    await waitFor(() => expect(queryClient.getQueryData(AUTH_QUERY_KEY)).toBeNull());
    expect(api.calls).toEqual([]);
    cleanup();
    queryClient.clear();
    api.on('users.auth', { body: { uuid: UUID, status: 1, name: 'A', userName: 'a' } });
    mount();
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'users.auth')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeWebSocket.all).toHaveLength(0);
  });

  it('a 4401 close (session revoked elsewhere) raises the 401 page; a 4403 close asks users.auth again', async () => {
    api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const first = FakeWebSocket.all[0]!;
    act(() => first.onclose?.({ code: 4403 } as CloseEvent));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'users.auth')).toHaveLength(2));
    expect(getSiteStatus().unauthorized).toBe(false);

    cleanup();
    queryClient.clear();
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    act(() => FakeWebSocket.all[1]!.onclose?.({ code: 4401 } as CloseEvent));
    expect(getSiteStatus().unauthorized).toBe(true);
  });

  it('the 4401 echo of this tab’s own logout, arriving before the socket is stopped, raises nothing', async () => {
    api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
    mount();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    api.on('users.auth', { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    act(() => {
      queryClient.clear(); // endSession() dropped the login
      socket.onclose?.({ code: 4401 } as CloseEvent);
    });
    expect(getSiteStatus().unauthorized).toBe(false);
  });
});
