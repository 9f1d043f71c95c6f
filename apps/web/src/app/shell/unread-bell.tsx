import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { LineIcon } from '../../components/ui/icons.tsx';
import { useUnread } from '../../lib/unread.ts';

/**
 * The header's link to the inbox with the unread count (lib/unread.ts, kept live by
 * useLiveBalance). Renders nothing until a count is known (a member is signed in).
 */
export function UnreadBell() {
  const { t } = useTranslation();
  const unread = useUnread();
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
