import type { Permission } from '@chokdee/domain';
import { hasPermission } from '../../lib/admin/permissions.tsx';

/** A sidebar entry; shown only to a role holding `permission` (the server enforces it anyway). */
export interface NavItem {
  path: string;
  /** Key under `nav.*` in the admin locale files. */
  label:
    | 'dashboard'
    | 'members'
    | 'reconciliation'
    | 'withdrawals'
    | 'deposits'
    | 'lottoRounds'
    | 'lottoFamilies'
    | 'games'
    | 'gameTransactions'
    | 'gameReport'
    | 'affiliate'
    | 'loyalty'
    | 'promotions'
    | 'broadcast'
    | 'support'
    | 'kyc'
    | 'content'
    | 'audit'
    | 'site'
    | 'agents'
    | 'staff';
  permission: Permission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  // Every role has a queue, and the dashboard's permission is the one queue every role sees.
  { path: '/admin', label: 'dashboard', permission: 'deposits.view' },
  { path: '/admin/members', label: 'members', permission: 'members.view' },
  { path: '/admin/reconciliation', label: 'reconciliation', permission: 'wallet.view' },
  { path: '/admin/withdrawals', label: 'withdrawals', permission: 'withdrawals.view' },
  { path: '/admin/deposits', label: 'deposits', permission: 'deposits.view' },
  { path: '/admin/lotto/rounds', label: 'lottoRounds', permission: 'lotto.view' },
  { path: '/admin/lotto/families', label: 'lottoFamilies', permission: 'lotto.view' },
  { path: '/admin/games', label: 'games', permission: 'games.view' },
  { path: '/admin/game-transactions', label: 'gameTransactions', permission: 'games.view' },
  { path: '/admin/game-report', label: 'gameReport', permission: 'games.view' },
  { path: '/admin/affiliate', label: 'affiliate', permission: 'affiliate.view' },
  { path: '/admin/loyalty', label: 'loyalty', permission: 'loyalty.view' },
  { path: '/admin/promotions', label: 'promotions', permission: 'promotions.view' },
  { path: '/admin/notifications', label: 'broadcast', permission: 'notifications.broadcast' },
  { path: '/admin/support', label: 'support', permission: 'support.chat' },
  { path: '/admin/kyc', label: 'kyc', permission: 'kyc.review' },
  { path: '/admin/content', label: 'content', permission: 'content.manage' },
  { path: '/admin/audit', label: 'audit', permission: 'audit.view' },
  { path: '/admin/site', label: 'site', permission: 'site.manage' },
  { path: '/admin/agents', label: 'agents', permission: 'agents.manage' },
  { path: '/admin/staff', label: 'staff', permission: 'staff.manage' },
];

export const visibleNavItems = (permissions: readonly string[] | undefined): NavItem[] =>
  NAV_ITEMS.filter((item) => hasPermission(permissions, item.permission));

/** Where `/admin` lands: the first screen the role may open, or null (nothing at all). */
export const homePath = (permissions: readonly string[] | undefined): string | null =>
  visibleNavItems(permissions)[0]?.path ?? null;

/** The sidebar entry of the page shown; `/admin` (the dashboard) is every path's prefix, so only itself. */
export const isCurrentNavItem = (pathname: string, path: string): boolean =>
  pathname === path || (path !== '/admin' && pathname.startsWith(`${path}/`));
