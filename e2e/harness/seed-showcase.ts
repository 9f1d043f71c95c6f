/**
 * Seeds what the landing page's "latest results" shows (shell.spec.ts): yesterday's Yeekee round
 * with a confirmed result, computed as the draw computes one (source YEEKEE: nobody enters or
 * confirms it), so the page has a result whichever specs ran before.
 */
import { bangkokToday } from '@chokdee/domain';
import type { Database } from '../../apps/server/src/db/client.ts';
import { lottoResults, lottoRounds } from '../../apps/server/src/db/schema/index.ts';
import { defaultFamilySettings } from '../../apps/server/src/modules/lotto/family-settings.ts';

/** The seeded result (a round number the generator never uses). */
export const SHOWCASE_RESULT = { roundNo: 899, name: '88', top3: '579', bottom2: '31' } as const;

export const seedE2eShowcase = async (db: Database): Promise<void> => {
  const yesterday = new Date(`${bangkokToday()}T12:00:00+07:00`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const drawDate = bangkokToday(yesterday);
  const closeAt = new Date(`${drawDate}T23:45:00+07:00`);
  const settings = defaultFamilySettings('yeekee');
  const [round] = await db
    .insert(lottoRounds)
    .values({
      family: 'yeekee',
      drawDate,
      roundNo: SHOWCASE_RESULT.roundNo,
      name: SHOWCASE_RESULT.name,
      openAt: new Date(`${drawDate}T00:00:00+07:00`),
      closeAt,
      resultAt: new Date(closeAt.getTime() + 2 * 60_000),
      status: 'DRAWN',
      rates: settings.rates,
      bounds: settings.bounds,
    })
    .returning({ id: lottoRounds.id });
  const { top3, bottom2 } = SHOWCASE_RESULT;
  await db.insert(lottoResults).values({
    roundId: round!.id,
    version: 1,
    input: { kind: 'yeekee' },
    result: { top3, top2: top3.slice(1), bottom2 },
    status: 'CONFIRMED',
    source: 'YEEKEE',
    decidedAt: new Date(),
  });
};
