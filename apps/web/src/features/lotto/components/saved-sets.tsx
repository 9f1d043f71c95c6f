import type { LineEntry } from '@chokdee/domain';
import { lazy, Suspense } from 'react';
import { useNumberSets } from '../../number-set/index.ts';

// Shown only to a member with saved number sets, once their list has loaded.
const NumberSetLoader = lazy(() =>
  import('./number-set-loader.tsx').then((m) => ({ default: m.NumberSetLoader })),
);

/**
 * The member's number sets, each loadable into the slip. The list is this part's own query: when it
 * arrives only this part renders, not the whole slip (a long task on a slow phone).
 */
export function SavedSets({ onLoad }: { onLoad: (entries: LineEntry[]) => void }) {
  const sets = useNumberSets().data;
  if (!sets?.length) return null;
  return (
    <Suspense fallback={null}>
      <NumberSetLoader sets={sets} onLoad={onLoad} />
    </Suspense>
  );
}
