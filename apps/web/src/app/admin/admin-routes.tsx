import type { RouteObject } from 'react-router';
import { RouteError } from '../errors/route-error.tsx';
import { lazyScreen } from '../lazy-screen.tsx';
import { adminScreen } from '../screen-route.tsx';
import { BootScreen } from '../shell/boot-screen.tsx';

/**
 * The back office's route table. It is not part of the member bundle: the router adds it on the first
 * navigation under /admin (router.tsx, discoverRoutes). Its root (strings, styles, failure
 * handling), its layout and each screen are lazy chunks of their own.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: 'admin',
    lazy: lazyScreen(() => import('./admin-root.tsx')),
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
    children: [
      {
        path: 'login',
        ...adminScreen(() => import('../../features/staff/login-page.tsx').then((m) => m.LoginPage)),
      },
      {
        path: 'enroll',
        ...adminScreen(() => import('../../features/staff/enroll-page.tsx').then((m) => m.EnrollPage)),
      },
      {
        lazy: lazyScreen(() => import('./admin-layout.tsx')),
        children: [
          { index: true, lazy: lazyScreen(() => import('./admin-home.tsx')) },
          {
            path: 'members',
            ...adminScreen(
              () => import('../../features/members/admin/members-page.tsx').then((m) => m.MembersPage),
              'members.view',
            ),
          },
          {
            path: 'members/:uuid',
            ...adminScreen(
              () =>
                import('../../features/members/admin/member-detail-page.tsx').then((m) => m.MemberDetailPage),
              'members.view',
            ),
          },
          {
            path: 'members/:uuid/wallet',
            ...adminScreen(
              () =>
                import('../../features/wallet/admin/member-wallet-page.tsx').then((m) => m.MemberWalletPage),
              'wallet.view',
            ),
          },
          {
            path: 'reconciliation',
            ...adminScreen(
              () =>
                import('../../features/wallet/admin/reconciliation-page.tsx').then(
                  (m) => m.ReconciliationPage,
                ),
              'wallet.view',
            ),
          },
          {
            path: 'withdrawals',
            ...adminScreen(
              () =>
                import('../../features/withdrawals/admin/withdrawals-page.tsx').then(
                  (m) => m.WithdrawalsPage,
                ),
              'withdrawals.view',
            ),
          },
          {
            path: 'deposits',
            ...adminScreen(
              () => import('../../features/deposits/admin/deposits-page.tsx').then((m) => m.DepositsPage),
              'deposits.view',
            ),
          },
          {
            path: 'loyalty',
            ...adminScreen(
              () => import('../../features/loyalty/admin/loyalty-page.tsx').then((m) => m.LoyaltyPage),
              'loyalty.view',
            ),
          },
          {
            path: 'lotto/rounds',
            ...adminScreen(
              () => import('../../features/lotto/admin/rounds-page.tsx').then((m) => m.RoundsPage),
              'lotto.view',
            ),
          },
          {
            path: 'lotto/rounds/:id',
            ...adminScreen(
              () => import('../../features/lotto/admin/round-page.tsx').then((m) => m.RoundPage),
              'lotto.view',
            ),
          },
          {
            path: 'lotto/families',
            ...adminScreen(
              () => import('../../features/lotto/admin/families-page.tsx').then((m) => m.FamiliesPage),
              'lotto.view',
            ),
          },
          {
            path: 'games',
            ...adminScreen(
              () => import('../../features/games/admin/providers-page.tsx').then((m) => m.ProvidersPage),
              'games.view',
            ),
          },
          {
            path: 'games/catalogue',
            ...adminScreen(
              () => import('../../features/games/admin/catalogue-page.tsx').then((m) => m.CataloguePage),
              'games.view',
            ),
          },
          {
            path: 'games/highlights',
            ...adminScreen(
              () => import('../../features/games/admin/highlights-page.tsx').then((m) => m.HighlightsPage),
              'games.view',
            ),
          },
          {
            path: 'game-transactions',
            ...adminScreen(
              () =>
                import('../../features/games/admin/transactions-page.tsx').then(
                  (m) => m.GameTransactionsPage,
                ),
              'games.view',
            ),
          },
          {
            path: 'game-report',
            ...adminScreen(
              () => import('../../features/games/admin/report-page.tsx').then((m) => m.GameReportPage),
              'games.view',
            ),
          },
          {
            path: 'affiliate',
            ...adminScreen(
              () =>
                import('../../features/affiliate/admin/affiliate-page.tsx').then((m) => m.AffiliateAdminPage),
              'affiliate.view',
            ),
          },
          {
            path: 'promotions',
            ...adminScreen(
              () =>
                import('../../features/promotions/admin/promotions-page.tsx').then((m) => m.PromotionsPage),
              'promotions.view',
            ),
          },
          {
            path: 'notifications',
            ...adminScreen(
              () =>
                import('../../features/notifications/admin/broadcast-page.tsx').then((m) => m.BroadcastPage),
              'notifications.broadcast',
            ),
          },
          {
            path: 'support',
            ...adminScreen(
              () => import('../../features/support/admin/support-page.tsx').then((m) => m.SupportPage),
              'support.chat',
            ),
          },
          {
            path: 'kyc',
            ...adminScreen(
              () => import('../../features/kyc/admin/kyc-page.tsx').then((m) => m.KycPage),
              'kyc.review',
            ),
          },
          {
            path: 'support/canned',
            ...adminScreen(
              () => import('../../features/support/admin/canned-page.tsx').then((m) => m.CannedPage),
              'support.manage',
            ),
          },
          {
            path: 'content',
            ...adminScreen(
              () =>
                import('../../features/content/admin/content-admin-page.tsx').then((m) => m.ContentAdminPage),
              'content.manage',
            ),
          },
          {
            path: 'audit',
            ...adminScreen(
              () => import('../../features/audit/audit-page.tsx').then((m) => m.AuditPage),
              'audit.view',
            ),
          },
          {
            path: 'site',
            ...adminScreen(
              () => import('../../features/site/admin/site-page.tsx').then((m) => m.SitePage),
              'site.manage',
            ),
          },
          {
            path: 'agents',
            ...adminScreen(
              () => import('../../features/site/admin/agents-page.tsx').then((m) => m.AgentsPage),
              'agents.manage',
            ),
          },
          {
            path: 'staff',
            ...adminScreen(
              () => import('../../features/staff/staff-page.tsx').then((m) => m.StaffPage),
              'staff.manage',
            ),
          },
          {
            path: '*',
            ...adminScreen(() => import('../../lib/admin/status-screens.tsx').then((m) => m.AdminNotFound)),
          },
        ],
      },
    ],
  },
];
