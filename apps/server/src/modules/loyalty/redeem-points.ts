import { randomUUID } from 'node:crypto';
import { redeemValueOf, satang, satangToBaht, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { postEntry, runMoneyTransaction } from '../wallet/index.ts';
import { readLoyaltySettings } from './loyalty-settings.ts';

/**
 * POST /api/loyalty-points.redeem: points (hundredths) back to the house and their value in cash
 * to the member, one LOYALTY_REDEEM entry (POINTS → HOUSE_LOYALTY, HOUSE_PROMOTIONS → CASH) and
 * its redemption row in one transaction. The client's Idempotency-Key is namespaced by member:
 * a replay answers the first balances and moves nothing. The rate and the minimum are read in
 * the transaction; the cash is rounded down (docs/growth.md).
 */
export const redeemPoints = async (
  db: Database,
  input: { memberId: bigint; points: Satang; idempotencyKey?: string | undefined },
): Promise<{ balance: Satang; money: Satang }> => {
  const key = `points-redeem:${input.memberId.toString()}:${input.idempotencyKey ?? randomUUID()}`;
  const posted = await runMoneyTransaction(db, async (tx) => {
    const settings = await readLoyaltySettings(tx);
    const money = redeemValueOf(input.points, settings.redeemBp);
    if (input.points < settings.minPoints || money <= 0n)
      throw appError('POINTS_BELOW_MINIMUM', { minimum: satangToBaht(settings.minPoints) });
    const entry = await postEntry(tx, {
      type: 'LOYALTY_REDEEM',
      idempotencyKey: key,
      ref: { type: 'loyalty-redeem', id: key },
      lines: [
        { account: { memberId: input.memberId, kind: 'POINTS' }, amount: -BigInt(input.points) },
        { account: { house: 'HOUSE_LOYALTY' }, amount: input.points },
        { account: { memberId: input.memberId, kind: 'CASH' }, amount: money },
        { account: { house: 'HOUSE_PROMOTIONS' }, amount: -money },
      ],
    });
    if (!entry.replayed)
      await tx.execute(sql`
        insert into loyalty_redemptions (entry_key, member_id, points, money)
        values (${key}, ${input.memberId.toString()}::bigint, ${input.points.toString()}::bigint, ${money.toString()}::bigint)`);
    return entry;
  });
  const after = (kind: string): Satang =>
    satang(posted.lines.find((line) => line.kind === kind)?.availableAfter ?? 0n);
  return { balance: after('POINTS'), money: after('CASH') };
};
