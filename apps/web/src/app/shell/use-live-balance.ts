import { decideAccess } from '@chokdee/domain';
import { useEffect } from 'react';
import { AUTH_QUERY_KEY, useAuth, type AuthUser } from '../../features/auth/session.ts';
import { setLiveBalance } from '../../lib/balance.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshBalance } from '../../features/wallet/api/use-cash.ts';
import { CLOSE_UNAUTHORIZED, connectRealtime } from '../../lib/realtime.ts';
import { reportUnauthorized } from '../../lib/site-status.ts';
import { realtimeChannels } from '../../lib/realtime-channels.ts';

/**
 * Keeps the header balance live while a member with member access is logged in: one `/ccu`
 * connection per tab, closed on logout (the auth query turns null) and on unmount.
 */
export function useLiveBalance(): void {
  const { data: user } = useAuth();
  const uuid = user && decideAccess(user.status, 'member') === 'allow' ? user.uuid : null;
  useEffect(() => {
    if (!uuid) return undefined;
    const connection = connectRealtime({
      memberUuid: uuid,
      onMoneyUpdate: setLiveBalance,
      // Updates sent while disconnected are not replayed: the balance is read again on each open.
      onOpen: () => void refreshBalance(),
      // Pages watch public channels (a Yeekee round's shots) on this same connection.
      channels: realtimeChannels,
      // 4401: the session was revoked (forced logout, PIN change elsewhere, ban) → the 401 page,
      // which logs out; unless this tab has already dropped that member's login (its own logout,
      // whose echo can arrive before this effect's cleanup stops the socket). 4403: the status
      // changed; users.auth tells the guards the new one.
      onRejected: (code) => {
        if (code !== CLOSE_UNAUTHORIZED)
          return void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
        if (queryClient.getQueryData<AuthUser | null>(AUTH_QUERY_KEY)?.uuid === uuid)
          reportUnauthorized(true);
      },
    });
    return () => connection.stop();
  }, [uuid]);
}
