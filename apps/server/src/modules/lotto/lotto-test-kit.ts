/**
 * Helpers for the lotto API tests: rounds inserted with the family defaults, funded members.
 * Not a test file itself.
 */
import {
  DEFAULT_PRICE_BOUNDS,
  priceBoundsToStored,
  type RoundFamily,
  type StoredPriceBounds,
  type StoredRateTier,
} from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { lottoRounds, members } from '../../db/schema/index.ts';
import { signUp } from '../members/test-kit.ts';
import { credit } from '../wallet/test-kit.ts';
import { defaultFamilySettings } from './family-settings.ts';

let roundCounter = 0;
const MINUTE = 60_000;

/** A round of `family` open now (closing in 2 hours) unless the times say otherwise. */
export const makeRound = async (
  db: Database,
  family: RoundFamily,
  options: {
    openAt?: Date;
    closeAt?: Date;
    resultAt?: Date;
    tiers?: StoredRateTier[];
    cancelMinutes?: number;
    status?: string;
    bounds?: StoredPriceBounds;
  } = {},
): Promise<string> => {
  const settings = defaultFamilySettings(family);
  const closeAt = options.closeAt ?? new Date(Date.now() + 120 * MINUTE);
  const [round] = await db
    .insert(lottoRounds)
    .values({
      family,
      drawDate: '2026-01-01',
      roundNo: 1000 + ++roundCounter,
      name: `test_${roundCounter}`,
      openAt: options.openAt ?? new Date(Date.now() - 60 * MINUTE),
      closeAt,
      resultAt: options.resultAt ?? new Date(closeAt.getTime() + 30 * MINUTE),
      status: options.status ?? 'OPEN',
      rates: settings.rates,
      bounds: options.bounds ?? settings.bounds,
      tiers: options.tiers ?? settings.tiers,
      cancelMinutes: options.cancelMinutes ?? 30,
    })
    .returning({ id: lottoRounds.id });
  if (!round) throw new Error('round insert answered no row');
  return round.id.toString();
};

/** Bounds allowing big lines (tier tests need more than one line's default maximum). */
export const WIDE_BOUNDS: StoredPriceBounds = Object.fromEntries(
  Object.entries(priceBoundsToStored(DEFAULT_PRICE_BOUNDS)).map(([o, b]) => [
    o,
    { ...b, betMax: 1_000_000_00 },
  ]),
);

export const memberIdOf = async (db: Database, uuid: string): Promise<bigint> => {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.uuid, uuid));
  if (!row) throw new Error(`no member ${uuid}`);
  return row.id;
};

/** A signed-up member with `baht` in the wallet. */
export const fundedMember = async (t: TestApp, baht: number) => {
  const member = await signUp(t);
  const id = await memberIdOf(t.db, member.uuid);
  if (baht > 0) await credit(t.db, id, BigInt(baht * 100));
  return { ...member, id };
};
