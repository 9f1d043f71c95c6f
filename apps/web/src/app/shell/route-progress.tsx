import '@mantine/nprogress/styles.css';
import { NavigationProgress, createNprogress } from '@mantine/nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/** Spec §9: the bar appears only for navigations longer than 200 ms and would fill in 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const TICK_MS = 100;

/** Percentage shown `elapsed` ms after the bar appeared: linear to 5 s, held below 100 until done. */
export const progressAt = (elapsed: number): number =>
  Math.min(99, Math.max(0, (elapsed / PROGRESS_DURATION_MS) * 100));

const [progressStore, progress] = createNprogress();

/** The page-load progress bar, driven by react-router's navigation state. */
export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';

  useEffect(() => {
    if (!busy) return;
    let shownAt = 0;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      shownAt = Date.now();
      progress.set(progressAt(0) || 1);
      ticker = setInterval(() => progress.set(progressAt(Date.now() - shownAt)), TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(delay);
      if (ticker !== undefined) clearInterval(ticker);
      if (shownAt !== 0) progress.complete();
    };
  }, [busy]);

  return (
    <NavigationProgress
      store={progressStore}
      color="green"
      size={3}
      stepInterval={TICK_MS}
      aria-label="page loading"
    />
  );
}
