import { decideAccess } from '@chokdee/domain';
import { useEffect, useReducer } from 'react';
import { AUTH_QUERY_KEY, useAuth } from '../../features/auth/session.ts';
import { api } from '../../lib/api-client.ts';
import { setBalance } from '../../lib/balance.ts';
import { queryClient } from '../../lib/query-client.ts';
import { connectRealtime } from '../../lib/realtime.ts';
import { realtimeChannels } from '../../lib/realtime-channels.ts';

/** Re-reads the balance (GET /api/cashs) after each (re)connect: updates sent while offline are not replayed. */
const refreshBalance = (): void => {
  api
    .get<{ money?: unknown }>('cashs')
    .then((data) => {
      if (typeof data?.money === 'number') setBalance(data.money);
    })
    .catch(() => undefined);
};

/**
 * Keeps the header balance live while a member with member access is logged in: one `/ccu`
 * connection per tab, closed on logout (the auth query turns null) and on unmount.
 */
export function useLiveBalance(): void {
  // Logout and login drop the auth query from the cache (resetAuth, queryClient.clear) without
  // re-rendering its observers; re-render so useAuth asks users.auth again and the socket follows.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'removed' && (event.query.queryKey as readonly unknown[])[0] === AUTH_QUERY_KEY[0])
          rerender();
      }),
    [],
  );
  const { data: user } = useAuth();
  const uuid = user && decideAccess(user.status, 'member') === 'allow' ? user.uuid : null;
  useEffect(() => {
    if (!uuid) return undefined;
    const connection = connectRealtime({
      memberUuid: uuid,
      onMoneyUpdate: setBalance,
      onOpen: refreshBalance,
      // Pages watch public channels (a Yeekee round's shots) on this same connection.
      channels: realtimeChannels,
      // The server refused the session: ask users.auth again, which logs the app out if so.
      onRejected: () => void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY }),
    });
    return () => connection.stop();
  }, [uuid]);
}
