import { satang, type Satang, type YingBonusSettings } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { readSetting } from '../../platform/settings.ts';
import { type MoneyTx, postEntry } from '../wallet/index.ts';

/** site_settings key of the shooter bonus amounts (satang). */
export const YING_BONUS_SETTING = 'yeekee_bonus';

/** Defaults of the domain doc: 400 and 200 baht, for a bet of at least 100 baht in the round. */
export const DEFAULT_YING_BONUS: YingBonusSettings = {
  sixteenth: satang(40_000n),
  last: satang(20_000n),
  minBet: satang(10_000n),
};

const amountOr = (value: unknown, fallback: Satang): Satang =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? satang(value) : fallback;

/** The setting `{ sixteenth, last, minBet }` in satang; anything missing or malformed keeps its default. */
export const loadYingBonusSettings = async (tx: MoneyTx): Promise<YingBonusSettings> => {
  const value = ((await readSetting(tx, YING_BONUS_SETTING)) ?? {}) as Record<string, unknown>;
  return {
    sixteenth: amountOr(value.sixteenth, DEFAULT_YING_BONUS.sixteenth),
    last: amountOr(value.last, DEFAULT_YING_BONUS.last),
    minBet: amountOr(value.minBet, DEFAULT_YING_BONUS.minBet),
  };
};

export interface BonusShot {
  seq: number;
  memberId: bigint;
}

/**
 * YING_WIN to the member of the 16th shot and of the last shot, each when that member's active
 * poys in the round total at least `minBet` (one member may get both). Keys
 * `ying-win:<round>:sixteenth|last` make a second draw of the same round pay nothing again.
 * Answers the satang paid.
 */
export const payShooterBonuses = async (
  tx: MoneyTx,
  roundId: string,
  shots: { sixteenth: BonusShot; last: BonusShot },
): Promise<bigint> => {
  const settings = await loadYingBonusSettings(tx);
  const members = [...new Set([shots.sixteenth.memberId, shots.last.memberId])];
  const staked = new Map(
    rowsOf<{ member_id: string; staked: string }>(
      await tx.execute(sql`
        select member_id::text, sum(total)::text as staked from poys
        where round_id = ${roundId}::bigint and status in ('ACTIVE', 'SETTLED')
          and member_id = any(${`{${members.join(',')}}`}::bigint[])
        group by member_id`),
    ).map((r) => [BigInt(r.member_id), BigInt(r.staked)]),
  );
  const bonuses = [
    { kind: 'sixteenth', shot: shots.sixteenth, amount: settings.sixteenth },
    { kind: 'last', shot: shots.last, amount: settings.last },
  ].filter((b) => b.amount > 0n && (staked.get(b.shot.memberId) ?? 0n) >= settings.minBet);
  // Member order: two transactions crediting the same members lock their cash rows alike.
  bonuses.sort((a, b) =>
    a.shot.memberId < b.shot.memberId ? -1 : a.shot.memberId > b.shot.memberId ? 1 : 0,
  );
  let paid = 0n;
  for (const bonus of bonuses) {
    const posted = await postEntry(tx, {
      type: 'YING_WIN',
      lines: [
        { account: { memberId: bonus.shot.memberId, kind: 'CASH' }, amount: bonus.amount },
        { account: { house: 'HOUSE_PROMOTIONS' }, amount: 0n - bonus.amount },
      ],
      idempotencyKey: `ying-win:${roundId}:${bonus.kind}`,
      ref: { type: 'lotto_round', id: roundId },
      remark: {
        code: bonus.kind === 'sixteenth' ? 'YEEKEE_SIXTEENTH_SHOT' : 'YEEKEE_LAST_SHOT',
        params: { seq: bonus.shot.seq },
      },
    });
    if (!posted.replayed) paid += bonus.amount;
  }
  return paid;
};
