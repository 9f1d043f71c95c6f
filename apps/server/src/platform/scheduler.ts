import type { FastifyBaseLogger } from 'fastify';

/** A background step: idempotent and safe to run on every server node at once. */
export interface ScheduledStep {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** Resolves when every step has run once (the first runs start at once). */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Runs each step at once and then every `everyMs`, never overlapping itself. A failing step is
 * logged and tried again at its next tick: a database hiccup must not stop the round lifecycle.
 */
export const startScheduler = (steps: readonly ScheduledStep[], log: FastifyBaseLogger): Scheduler => {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const runOnce = (step: ScheduledStep): Promise<void> => {
    const started = step
      .run()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, step: step.name }, 'scheduled step failed'))
      .finally(() => {
        running.delete(started);
        if (!stopped) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            void runOnce(step);
          }, step.everyMs);
          timer.unref();
          timers.add(timer);
        }
      });
    running.add(started);
    return started;
  };

  const ready = Promise.all(steps.map(runOnce)).then(() => undefined);
  return {
    ready,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
};
