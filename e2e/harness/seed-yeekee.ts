/**
 * Seeds the Yeekee spec's own server directory (the spec starts a second server: the round must
 * close a fixed time after the seed, which a server shared with the other specs cannot promise):
 * the two members who shoot in the browser, and a short Yeekee round that is open now, stops
 * taking bets `closeInMs` after the seed and stops shooting `resultInMs` after it. Four other
 * members have already shot 16 numbers into it through `shootYing` — the one path a shot takes
 * — a few minutes ago, 6 s apart per member; the browser's four shots make the 20 a result needs.
 */
import { bangkokToday } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { lottoRounds } from '../../apps/server/src/db/schema/index.ts';
import { defaultFamilySettings } from '../../apps/server/src/modules/lotto/family-settings.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { seedDemoWallet } from '../../apps/server/src/modules/wallet/seed-demo-wallet.ts';
import { shootYing } from '../../apps/server/src/modules/yeekee/shoot-ying.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

/** The two members of the spec. */
export const YEEKEE_MEMBERS = [
  { userName: 'yeekee01', pin: 'Yeekee@1234', phoneNumber: '0898700901' },
  { userName: 'yeekee02', pin: 'Yeekee@1234', phoneNumber: '0898700902' },
] as const;

/** A round number the generator never uses (it numbers Yeekee rounds 1–88). */
export const YEEKEE_ROUND_NO = 901;

/** The 16 shots already in the round, oldest first (leading zeros on purpose). */
export const SEEDED_SHOTS = [
  '00017',
  '52341',
  '99999',
  '00000',
  '12345',
  '67890',
  '24680',
  '13579',
  '31415',
  '27182',
  '16180',
  '00420',
  '70707',
  '88888',
  '05050',
  '43210',
] as const;

const FILLERS = ['shooter01', 'shooter02', 'shooter03', 'shooter04'] as const;
const MINUTE = 60_000;

/** The seeded round; times in epoch milliseconds. */
export interface SeededYeekee {
  betId: string;
  closeAt: number;
  resultAt: number;
}

export async function seedE2eYeekee(
  db: Database,
  timing: { closeInMs: number; resultInMs: number },
): Promise<SeededYeekee> {
  for (const member of YEEKEE_MEMBERS) {
    await signupMember(db, {
      userName: member.userName,
      password: member.pin,
      phoneNumber: member.phoneNumber,
      birthDate: ADULT_BIRTH_DATE,
    });
    await seedDemoWallet(db, member.userName);
  }
  const fillers = [];
  for (const [i, userName] of FILLERS.entries())
    fillers.push(
      await signupMember(db, {
        userName,
        password: 'Shooter@1234',
        phoneNumber: `089870091${i}`,
        birthDate: ADULT_BIRTH_DATE,
      }),
    );

  const now = Date.now();
  const settings = defaultFamilySettings('yeekee');
  const closeAt = new Date(now + timing.closeInMs);
  const resultAt = new Date(now + timing.resultInMs);
  const [round] = await db
    .insert(lottoRounds)
    .values({
      family: 'yeekee',
      drawDate: bangkokToday(),
      roundNo: YEEKEE_ROUND_NO,
      name: String(YEEKEE_ROUND_NO),
      openAt: new Date(now - 60 * MINUTE),
      closeAt,
      resultAt,
      status: 'OPEN',
      rates: settings.rates,
      bounds: settings.bounds,
      tiers: settings.tiers,
      cancelMinutes: settings.cancelMinutes,
    })
    .returning({ id: lottoRounds.id });
  if (!round) throw new Error('yeekee seed: no round');
  const betId = round.id.toString();
  for (const [i, yingNumber] of SEEDED_SHOTS.entries()) {
    const shooter = fillers[i % fillers.length];
    if (!shooter) throw new Error('yeekee seed: no shooter');
    // Shots are timed by the database clock: the seed stands for shots made minutes apart, so a
    // filler's 5-second cooldown is over before its next one.
    await db.execute(sql`delete from lotto_ying_cooldowns where member_id = ${shooter.id}`);
    await shootYing(db, { memberId: shooter.id, body: { betId, yingNumber } });
  }
  return { betId, closeAt: closeAt.getTime(), resultAt: resultAt.getTime() };
}
