import { useEffect, useState, type ReactNode } from 'react';

/**
 * False until the browser is first idle after mounting: for what may wait for the page's own first
 * render and its largest paint (Lighthouse counts what runs or downloads before them).
 */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * False until the frame of the first render has been painted: a page whose heading is cheap and
 * whose body is not paints the heading first, and renders the body in a task of its own.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/**
 * Its children from the task after its own first paint. A state of its own: when they come, only
 * they render, not the siblings of the part of the page that waited.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/** Its children once the browser is first idle after it mounted; only they render then. */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useIdleOnce() ? children : null;
}

/**
 * Ends the current task and resumes in a new one, so that start-up work is several shorter tasks
 * rather than one long one (Lighthouse counts a task's time beyond 50 ms, on its slow phone, as
 * blocking) and input is handled between them. `scheduler.yield` where the browser has it (the
 * continuation goes ahead of other queued tasks); a message otherwise (a hidden tab slows timers).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
