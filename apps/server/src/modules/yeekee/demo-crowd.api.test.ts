import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startScheduler, type ScheduledStep } from '../../platform/scheduler.ts';
import { makeRound } from '../lotto/lotto-test-kit.ts';
import {
  CROWD_TARGET,
  crowdWants,
  DEMO_CROWD,
  seedDemoCrowd,
  shootThrough,
  startDemoCrowd,
} from './demo-crowd.ts';
import { findLatestYings } from './find-yings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCrowd(t.db);
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
/** A Yeekee round whose shooting ends in `endsInMs` (betting closed 2 minutes before). */
const roundEndingIn = (endsInMs: number) => {
  const resultAt = new Date(Date.now() + endsInMs);
  return makeRound(t.db, 'yeekee', { closeAt: new Date(resultAt.getTime() - 2 * MINUTE), resultAt });
};
/** The shot list as `yings` answers it. */
const shotsOf = (betId: string) => findLatestYings(t.db, betId, 100);

/** A scheduler that only records its steps: the test runs them when it wants. */
const recorded = () => {
  const steps: ScheduledStep[] = [];
  const start: typeof startScheduler = (given) => {
    steps.push(...given);
    return { ready: Promise.resolve(), stop: async () => {} };
  };
  return { steps, start };
};
const deps = (demo: boolean, extra: Partial<Parameters<typeof startDemoCrowd>[0]> = {}) => ({
  db: t.db,
  config: { ...t.config, demo },
  log: t.app.log,
  shoot: shootThrough(t.app),
  ...extra,
});

describe('demo crowd', () => {
  it('does not start without DEMO, nor in production, even with its accounts present', async () => {
    const scheduler = recorded();
    expect(t.config.demo).toBe(false);
    expect(await startDemoCrowd(deps(false, { start: scheduler.start }))).toBeNull();
    expect(
      await startDemoCrowd({
        ...deps(true, { start: scheduler.start }),
        config: { ...t.config, demo: true, isProduction: true },
      }),
    ).toBeNull();
    expect(scheduler.steps).toEqual([]);
  });

  it('shoots into a round about to end through the shooting API, each shot labelled as a demo account', async () => {
    const betId = await roundEndingIn(50_000);
    const scheduler = recorded();
    let now = Date.now();
    let draws = 0;
    const crowd = await startDemoCrowd(
      deps(true, { start: scheduler.start, now: () => now, random: () => (++draws % 10) / 10 }),
    );
    expect(crowd).not.toBeNull();
    const [step] = scheduler.steps;
    if (!step) throw new Error('no crowd step');
    // One shot per tick per round, each by the shooter rested longest: the whole crowd in turn
    // (the server's cooldown runs on the database clock, which the injected clock does not move).
    for (const _ of DEMO_CROWD) {
      await step.run();
      now += 500;
    }
    const shots = await shotsOf(betId);
    expect(shots.map((shot) => shot.seq).sort((a, b) => a - b)).toEqual(DEMO_CROWD.map((_, i) => i + 1));
    expect(shots.every((shot) => shot.demo === true && /^\d{5}$/.test(shot.yingNumber))).toBe(true);
    await crowd?.stop();
  });

  it('fills a round gradually: few shots while its end is far, all of them in the last minute', () => {
    expect(crowdWants(10 * MINUTE)).toBe(1);
    expect(crowdWants(5 * MINUTE)).toBeLessThan(CROWD_TARGET);
    expect(crowdWants(MINUTE)).toBe(CROWD_TARGET);
  });

  it('a round whose shooting ends later than the window gets nothing yet', async () => {
    const betId = await roundEndingIn(30 * MINUTE);
    const scheduler = recorded();
    await startDemoCrowd(deps(true, { start: scheduler.start }));
    await scheduler.steps[0]?.run();
    expect(await shotsOf(betId)).toEqual([]);
  });
});
