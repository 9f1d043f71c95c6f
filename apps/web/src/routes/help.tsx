import { lazy, Suspense } from 'react';

/**
 * One route module for the five help paths, whose pages load one step later: the shell lists every
 * route module's chunks for preloading, and the pages' dozen chunk names would cost every member
 * page about 0.2 kB (the round page is at the 150 kB budget; docs/support.md).
 */
const HelpPages = lazy(() => import('../features/content/help-pages.tsx'));

export function Component() {
  return (
    <Suspense>
      <HelpPages />
    </Suspense>
  );
}
