import { notificationsUnreadEndpoint } from '@chokdee/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { LineIcon } from '../../components/ui/icons.tsx';
import { useAuth } from '../../features/auth/session.ts';
import { setUnread, useUnread } from '../../features/notifications/index.ts';
import { callApi } from '../../lib/call-api.ts';
import { realtimeChannels } from '../../lib/realtime-channels.ts';

const readUnread = () => {
  callApi(notificationsUnreadEndpoint)
    .then((data) => setUnread(data.unread))
    .catch(() => undefined);
};

/**
 * The header's link to the inbox with the unread count. Live: the server sends `notification`
 * frames on the member's own channel, which the tab's socket hands to the channel's watchers. The
 * own channel needs no subscription: the server refuses it ("subscribe-refused"), and that answer,
 * sent again after every reconnect, is the moment to re-read the count missed while offline. A lazy
 * chunk of the header (vite.config.ts keeps it out of the shell): first loads stay as they were.
 */
export default function UnreadBell() {
  const { t } = useTranslation();
  const unread = useUnread();
  const uuid = useAuth().data?.uuid;
  useEffect(() => {
    if (!uuid) return undefined;
    readUnread();
    const stop = realtimeChannels.watch(uuid, (frame) => {
      if (frame.event !== 'notification') return readUnread();
      try {
        setUnread(Number((JSON.parse(frame.message) as { unread: number }).unread));
      } catch {
        readUnread();
      }
    });
    return () => {
      stop();
      setUnread(null);
    };
  }, [uuid]);
  if (unread === null) return null;
  return (
    <AppLink
      to="/notifications"
      data-testid="header-notifications"
      aria-label={`${t('shell.notifications')} ${unread}`}
      style={{ position: 'relative', color: 'white', display: 'flex', padding: 8 }}
    >
      <LineIcon width={22} height={22}>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
      </LineIcon>
      {unread > 0 && (
        <b
          data-testid="header-unread"
          style={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            borderRadius: 9,
            background: 'var(--mantine-color-red-7)',
            fontSize: 11,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {unread > 99 ? '99+' : unread}
        </b>
      )}
    </AppLink>
  );
}
