import type { MemberArea } from '@chokdee/domain';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { guardLoader } from '../features/auth/guard-loader.ts';
import { checkMaintenance } from '../features/maintenance/check-maintenance.ts';
import type { RouteAccess } from '../features/auth/guards.ts';
import { setRoutePrefetcher } from '../lib/prefetch.ts';
import { RouteError } from './errors/route-error.tsx';
import { lazyScreen, type ScreenLoader } from './lazy-screen.tsx';
import { BootScreen } from './shell/boot-screen.tsx';
import { ExternalLayout } from './shell/external-layout.tsx';
import { RootLayout } from './shell/root-layout.tsx';

/** Every route records the browser agent (spec §6 `user-agent` guard). */
const PUBLIC: RouteAccess = { guards: ['user-agent'] };
/** Guest pages: a logged-in member is sent to /main. `entry`: status 1 is logged out here (spec §4). */
const GUEST_ENTRY: RouteAccess = { guards: ['none-auth', 'user-agent'], entry: true };
const GUEST: RouteAccess = { guards: ['none-auth', 'user-agent'] };
/** Member pages in an area of the account status table (spec §4; @chokdee/domain decideAccess). */
const member = (area: MemberArea): RouteAccess => ({ guards: ['auth', 'user-agent'], area });

/**
 * A lazy screen behind its declared guards: the guards run in the route's loader (before the screen
 * renders), the chunk is split, prefetchable (handle.preload) and loaded again if it fails (lazy-screen.tsx).
 */
export const screen = (
  load: ScreenLoader,
  access: RouteAccess = PUBLIC,
): Pick<RouteObject, 'lazy' | 'loader' | 'handle' | 'errorElement'> => ({
  loader: guardLoader(access),
  lazy: lazyScreen(load),
  handle: { preload: load, access },
  errorElement: <RouteError />,
});

const maintenanceLoader = async (): Promise<null> => {
  await checkMaintenance();
  return null;
};

const notFound = () => import('../routes/not-found.tsx');
const lotto = () => import('../routes/lotto.tsx');
const poy = () => import('../routes/poy.tsx');

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
      { path: 'profile/edit', ...screen(() => import('../routes/profile-edit.tsx'), member('member')) },
      { path: 'profile/change-pin', ...screen(() => import('../routes/change-pin.tsx'), member('member')) },
      { path: 'profile/phone', ...screen(() => import('../routes/profile-phone.tsx'), member('member')) },
      // Wallet screens (area `credit`: status 2 → 403). Other credit paths (deposit, withdraw, status)
      // are reserved: the status guard applies, an allowed member sees the not-found page.
      {
        path: 'credit/statement',
        ...screen(() => import('../routes/credit-statement.tsx'), member('credit')),
      },
      { path: 'credit/turnover', ...screen(() => import('../routes/credit-turnover.tsx'), member('credit')) },
      {
        path: 'credit/affiliate',
        ...screen(() => import('../routes/credit-affiliate.tsx'), member('credit')),
      },
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
      // Results are public information: no login needed (docs/web.md).
      { path: 'results', ...screen(() => import('../routes/results.tsx')) },
      { path: 'bank/add', ...screen(() => import('../routes/bank-add.tsx'), member('credit')) },
      { path: 'bank/status', ...screen(() => import('../routes/bank-status.tsx'), member('credit')) },
      { path: 'bank/*', ...screen(notFound, member('credit')) },
      { path: 'maintenance', ...screen(() => import('../routes/maintenance.tsx')) },
      { path: '*', ...screen(notFound) },
    ],
  },
  {
    // The back office: one lazily loaded chunk with its own routes and layout (app/admin); a
    // member's first load never downloads it.
    id: 'admin',
    path: 'admin/*',
    lazy: lazyScreen(() => import('./admin/admin-app.tsx')),
    errorElement: <RouteError />,
    HydrateFallback: BootScreen,
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

/** Preloads the lazy modules of every route matching `path` (used by AppLink and the bottom nav). */
export function preloadPath(path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const preload = (route.handle as { preload?: ScreenLoader } | undefined)?.preload;
    if (preload) loads.push(preload());
  }
  return Promise.all(loads);
}

export function createAppRouter() {
  setRoutePrefetcher(preloadPath);
  return createBrowserRouter(routes);
}
