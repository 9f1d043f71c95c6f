import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { setRoutePrefetcher } from '../lib/prefetch.ts';
import { RouteError } from './errors/route-error.tsx';
import type { ScreenLoader } from './lazy-screen.tsx';
import { GUEST, GUEST_ENTRY, maintenanceLoader, member, publicIn, screen } from './screen-route.tsx';
import { BootScreen } from './shell/boot-screen.tsx';
import { ExternalLayout } from './shell/external-layout.tsx';
import { RootLayout } from './shell/root-layout.tsx';

const notFound = () => import('../routes/not-found.tsx');
const lotto = () => import('../routes/lotto.tsx');
const poy = () => import('../routes/poy.tsx');
const gamesLobby = () => import('../routes/games.tsx');
const help = () => import('../routes/help.tsx');

export const routes: RouteObject[] = [
  {
    id: 'root',
    // Every visitor, guest or member, learns of maintenance before the first page shows.
    loader: maintenanceLoader,
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
    children: [
      { index: true, ...screen(() => import('../routes/home.tsx'), GUEST_ENTRY) },
      { path: 'register', ...screen(() => import('../routes/register.tsx'), GUEST_ENTRY) },
      { path: 'register/:afSlug', ...screen(() => import('../routes/register.tsx'), GUEST_ENTRY) },
      { path: 'forgot-pin', ...screen(() => import('../routes/forgot-pin.tsx'), GUEST) },
      { path: 'login/line/auth', ...screen(() => import('../routes/line-callback.tsx')) },
      { path: 'main', ...screen(() => import('../routes/main.tsx'), member('account')) },
      { path: 'profile', ...screen(() => import('../routes/profile.tsx'), member('account')) },
      { path: 'notifications', ...screen(() => import('../routes/notifications.tsx'), member('member')) },
      { path: 'profile/edit', ...screen(() => import('../routes/profile-edit.tsx'), member('member')) },
      { path: 'profile/change-pin', ...screen(() => import('../routes/change-pin.tsx'), member('member')) },
      { path: 'profile/phone', ...screen(() => import('../routes/profile-phone.tsx'), member('member')) },
      {
        path: 'profile/affiliate',
        ...screen(() => import('../routes/profile-affiliate.tsx'), member('credit')),
      },
      { path: 'profile/points', ...screen(() => import('../routes/profile-points.tsx'), member('member')) },
      {
        path: 'profile/activity',
        ...screen(() => import('../routes/profile-activity.tsx'), member('account')),
      },
      {
        path: 'profile/identity',
        ...screen(() => import('../routes/profile-identity.tsx'), member('account')),
      },
      {
        path: 'profile/achievement',
        ...screen(() => import('../routes/profile-achievement.tsx'), member('member')),
      },
      // Wallet screens (area `credit`: status 2 → 403). Other credit paths (deposit, withdraw, status)
      // are reserved: the status guard applies, an allowed member sees the not-found page.
      {
        path: 'credit/statement',
        ...screen(() => import('../routes/credit-statement.tsx'), member('credit')),
      },
      { path: 'credit/turnover', ...screen(() => import('../routes/credit-turnover.tsx'), member('credit')) },
      { path: 'credit/withdraw', ...screen(() => import('../routes/credit-withdraw.tsx'), member('credit')) },
      { path: 'credit/deposit', ...screen(() => import('../routes/credit-deposit.tsx'), member('credit')) },
      {
        path: 'credit/deposit/fast',
        ...screen(() => import('../routes/credit-deposit-fast.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/fast/queue',
        ...screen(() => import('../routes/credit-deposit-fast-queue.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/qrcode',
        ...screen(() => import('../routes/credit-deposit-qrcode.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/qrcodes',
        ...screen(() => import('../routes/credit-deposit-qrcodes.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/truemoney',
        ...screen(() => import('../routes/credit-deposit-truemoney.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/crypto',
        ...screen(() => import('../routes/credit-deposit-crypto.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/crypto/queue',
        ...screen(() => import('../routes/credit-deposit-crypto-queue.tsx'), member('credit')),
      },
      {
        path: 'credit/deposit/normal',
        ...screen(() => import('../routes/credit-deposit-normal.tsx'), member('credit')),
      },
      { path: 'credit/status', ...screen(() => import('../routes/credit-status.tsx'), member('credit')) },
      { path: 'credit/*', ...screen(notFound, member('credit')) },
      // Lotto (area `lotto`: status 4 → 403). `/lotto/4d` outranks `/lotto/:betGroup` (static segment).
      { path: 'lotto', ...screen(lotto, member('lotto')) },
      { path: 'lotto/4d', ...screen(() => import('../routes/lotto-4d.tsx'), member('lotto')) },
      { path: 'lotto/:betGroup', ...screen(lotto, member('lotto')) },
      {
        path: 'lotto/:betGroup/:betId',
        ...screen(() => import('../routes/lotto-round.tsx'), member('lotto')),
      },
      { path: 'poy', ...screen(poy, member('lotto')) },
      { path: 'poy/lottery/:betType?/:poyId?', ...screen(poy, member('lotto')) },
      { path: 'poy/:betGroup/:poyId?', ...screen(poy, member('lotto')) },
      { path: 'number-set', ...screen(() => import('../routes/number-set.tsx'), member('lotto')) },
      // Games (area `games`: status 3 → 403). The lobby is open to visitors (their `.nr` list); every
      // `/game/<provider>/…` path of spec §2 (parameters, backup variants) is one launch page.
      { path: 'games', ...screen(gamesLobby, publicIn('games')) },
      { path: 'game', ...screen(gamesLobby, publicIn('games')) },
      { path: 'live/casino', ...screen(() => import('../routes/live-casino.tsx'), publicIn('games')) },
      { path: 'game/logout', ...screen(() => import('../routes/game-logout.tsx'), member('games')) },
      { path: 'game/:provider/*', ...screen(() => import('../routes/game-launch.tsx'), member('games')) },
      // Results are public information: no login needed (docs/web.md).
      { path: 'results', ...screen(() => import('../routes/results.tsx')) },
      // Promotions are open to visitors too: a guest reads them and is asked to log in to claim.
      { path: 'promotions', ...screen(() => import('../routes/promotions.tsx')) },
      { path: 'bank/add', ...screen(() => import('../routes/bank-add.tsx'), member('credit')) },
      { path: 'bank/status', ...screen(() => import('../routes/bank-status.tsx'), member('credit')) },
      { path: 'bank/*', ...screen(notFound, member('credit')) },
      // Help pages are public (docs/support.md).
      { path: 'how-to', ...screen(help) },
      { path: 'howto/:slug', ...screen(help) },
      { path: 'vdo', ...screen(help) },
      { path: 'vdo/:vdoName', ...screen(help) },
      { path: 'download', ...screen(help) },
      { path: 'maintenance', ...screen(() => import('../routes/maintenance.tsx')) },
      { path: '*', ...screen(notFound) },
    ],
  },
  {
    id: 'external',
    loader: maintenanceLoader,
    element: <ExternalLayout />,
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
    children: [
      { path: 'external/login', ...screen(() => import('../routes/external-login.tsx'), GUEST_ENTRY) },
    ],
  },
];

const BACK_OFFICE_PATH = /^\/admin(?:\/|$)/;

/**
 * Adds the back office's route table (admin/admin-routes.tsx) on the first navigation under /admin:
 * until then such a path matches the root's catch-all, which makes the router ask here. Its root
 * module loads beside the table rather than after it. Patching again is a no-op (same route id).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!BACK_OFFICE_PATH.test(path)) return;
  const [{ adminRoutes }] = await Promise.all([
    import('./admin/admin-routes.tsx'),
    // Only a head start: if it fails, the route's own lazy load retries it (lazy-screen.tsx).
    import('./admin/admin-root.tsx').catch(() => undefined),
  ]);
  patch(null, adminRoutes);
};

/** Preloads the lazy modules of every route of `table` matching `path` (AppLink, the bottom nav). */
export function preloadPath(table: RouteObject[], path: string): Promise<unknown> {
  const matches = matchRoutes(table, path) ?? [];
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const preload = (route.handle as { preload?: ScreenLoader } | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  return Promise.all(loads);
}

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
  // The live table: it holds the back office's routes once they have been discovered.
  setRoutePrefetcher((path) => preloadPath(router.routes, path));
  return router;
}
