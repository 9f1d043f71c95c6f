import type { MemberArea, Permission } from '@chokdee/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { guardLoader } from '../features/auth/guard-loader.ts';
import { checkMaintenance } from '../features/maintenance/check-maintenance.ts';
import type { RouteAccess } from '../features/auth/guards.ts';
import type { AdminRouteHandle } from './admin/admin-layout.tsx';
import { RouteError } from './errors/route-error.tsx';
import { lazyScreen, type ScreenLoader } from './lazy-screen.tsx';

/** Every route records the browser agent (spec §6 `user-agent` guard). */
export const PUBLIC: RouteAccess = { guards: ['user-agent'] };
/** Guest pages: a logged-in member is sent to /main. `entry`: status 1 is logged out here (spec §4). */
export const GUEST_ENTRY: RouteAccess = { guards: ['none-auth', 'user-agent'], entry: true };
export const GUEST: RouteAccess = { guards: ['none-auth', 'user-agent'] };
/** Open to visitors, but a member whose status closes the area gets the 403 page (the games lobby). */
export const publicIn = (area: MemberArea): RouteAccess => ({ guards: ['user-agent'], area });
/** Member pages in an area of the account status table (spec §4; @chokdee/domain decideAccess). */
export const member = (area: MemberArea): RouteAccess => ({ guards: ['auth', 'user-agent'], area });

/** How long a route's loader waits for its screen's `beforeRender` data before it renders anyway. */
const BEFORE_RENDER_MAX_MS = 1000;

/**
 * A lazy screen behind its declared guards: the guards run in the route's loader (before the screen
 * renders), the chunk is split, prefetchable (handle.preload) and loaded again if it fails (lazy-screen.tsx).
 */
export const screen = (
  load: ScreenLoader,
  access: RouteAccess = PUBLIC,
): Pick<RouteObject, 'lazy' | 'loader' | 'handle' | 'errorElement'> => {
  const guard = guardLoader(access);
  return {
    loader: async (args) => {
      const guarded = await guard(args);
      // The screen's own data starts now, beside its first render, rather than after it; what would
      // shift the layout if it came after that render is waited for (the router waits for the
      // screen's chunk anyway).
      const screenData = load()
        .then((module) => {
          module.prefetch?.(args.params);
          return module.beforeRender?.(args.params);
        })
        .catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        screenData,
        new Promise((resolve) => (timer = setTimeout(resolve, BEFORE_RENDER_MAX_MS))),
      ]);
      clearTimeout(timer);
      return guarded;
    },
    lazy: lazyScreen(load),
    handle: { preload: load, access },
    errorElement: <RouteError />,
  };
};

/**
 * A back-office screen, its own lazy chunk. The admin layout checks the signed-in staff member's
 * session and shows the 403 screen to a role without `permission` (the server refuses it anyway).
 */
export const adminScreen = (
  load: () => Promise<ComponentType>,
  permission?: Permission,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: lazyScreen(async () => ({ Component: await load() })),
  handle: { permission } satisfies AdminRouteHandle,
});

export const maintenanceLoader = async (): Promise<null> => {
  await checkMaintenance();
  return null;
};
