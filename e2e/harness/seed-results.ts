/**
 * Seeds the results spec before the server starts (same fresh PGlite directory, the server's own
 * code): a second back-office Administrator with TOTP already enrolled (the demo Super Admin enters
 * the result, this one confirms it: two-person rule), a member with the demo's 10,000.00 baht, and
 * a government round of today (Bangkok) in which that member bought, through `placePoy` while the
 * round was open, a line that the spec's result makes win and one that loses; the round is then
 * closed, as the scheduler closes it at its close time.
 */
import { bangkokToday, placePoyRequest } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { lottoRounds, staff } from '../../apps/server/src/db/schema/index.ts';
import { defaultFamilySettings } from '../../apps/server/src/modules/lotto/family-settings.ts';
import { placePoy } from '../../apps/server/src/modules/lotto/place-poy.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { seedDemoWallet } from '../../apps/server/src/modules/wallet/seed-demo-wallet.ts';
import { hashPin } from '../../apps/server/src/platform/pin-hash.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

/** The staff member who confirms what the demo `admin` entered. */
export const RESULTS_CHECKER = {
  username: 'checker01',
  pin: 'Checker@1234',
  role: 'Administrator',
  totpSecret: 'KVKFKRCPNZQUYMLX',
} as const;

/** The member whose slip wins (10,000.00 baht before betting). */
export const RESULTS_MEMBER = {
  userName: 'results01',
  pin: 'Results@1234',
  phoneNumber: '0898700301',
} as const;

/** The seeded round (today's draw date in Bangkok, a round number the generator never uses) and the slip. */
export const RESULTS_ROUND = {
  roundNo: 901,
  /** 3 top 123 at the default rate 900 wins 10 × 900 = 9,000.00; 2 bottom 99 loses. */
  lines: [
    { number: '123', option: 'teng_bon_3', price: 10 },
    { number: '99', option: 'teng_lang_2', price: 10 },
  ],
  win: '9,000.00',
  stake: '20.00',
} as const;

/** The official result the spec types: first prize …123 (3 top 123), last 2 = 45. */
export const RESULTS_GOV_INPUT = {
  firstPrize: '845123',
  front3: ['017', '398'],
  back3: ['256', '004'],
  last2: '45',
} as const;

const MINUTE = 60_000;

export async function seedE2eResults(db: Database): Promise<void> {
  await db
    .insert(staff)
    .values({
      username: RESULTS_CHECKER.username,
      pinHash: await hashPin(RESULTS_CHECKER.pin),
      role: RESULTS_CHECKER.role,
      totpSecret: RESULTS_CHECKER.totpSecret,
    })
    .onConflictDoNothing();
  const member = await signupMember(db, {
    userName: RESULTS_MEMBER.userName,
    password: RESULTS_MEMBER.pin,
    phoneNumber: RESULTS_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await seedDemoWallet(db, RESULTS_MEMBER.userName);

  const settings = defaultFamilySettings('gov');
  const now = Date.now();
  const [round] = await db
    .insert(lottoRounds)
    .values({
      family: 'gov',
      drawDate: bangkokToday(),
      roundNo: RESULTS_ROUND.roundNo,
      name: 'gov',
      openAt: new Date(now - 60 * MINUTE),
      closeAt: new Date(now + 60 * MINUTE),
      resultAt: new Date(now + 90 * MINUTE),
      status: 'OPEN',
      rates: settings.rates,
      bounds: settings.bounds,
      tiers: settings.tiers,
      cancelMinutes: settings.cancelMinutes,
    })
    .returning({ id: lottoRounds.id });
  if (!round) throw new Error('results seed: no round');
  await placePoy(db, {
    memberId: member.id,
    body: placePoyRequest.parse({ betId: round.id.toString(), lines: RESULTS_ROUND.lines }),
    idempotencyKey: 'e2e-results-seed',
  });
  // Closed, as at its close time: betting is over and the result is due.
  await db.execute(sql`
    update lotto_rounds set status = 'CLOSED', close_at = ${new Date(now - MINUTE).toISOString()}::timestamptz,
      result_at = ${new Date(now).toISOString()}::timestamptz
    where id = ${round.id.toString()}::bigint`);
}
