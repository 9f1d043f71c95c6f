import { promotionBonusOf, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { addTurnoverRequirement, postEntry, runMoneyTransaction, type MoneyTx } from '../wallet/index.ts';
import { quotesOf, type Quote } from './promotion-quotes.ts';

export interface Claimed {
  bonus: Satang;
  turnOver: Satang;
}

/**
 * A member's claim, in one money transaction: the quote (window and audience by the database's
 * clock), the claim row, the PROMOTION_BONUS entry (HOUSE_PROMOTIONS pays the member's cash) and
 * the PROMOTION turnover requirement. The claim row's unique keys decide races: of twenty claims
 * at once one inserts, the others wait for it and insert nothing, and are refused.
 */
export const claimPromotion = (db: Database, memberId: bigint, promotionId: string): Promise<Claimed> =>
  runMoneyTransaction(db, async (tx) => {
    const [quote] = await quotesOf(tx, memberId, sql`pr.id = ${promotionId}::bigint`);
    if (!quote) throw appError('PROMOTION_NOT_FOUND');
    if (!quote.running) throw appError('PROMOTION_NOT_ACTIVE');
    if (!quote.eligible) throw appError('PROMOTION_NOT_ELIGIBLE');
    if (quote.claimedAt !== null) throw appError('PROMOTION_ALREADY_CLAIMED');
    const { bonus, turnover } = promotionBonusOf(quote, quote.basis);
    if (bonus <= 0n) throw appError('PROMOTION_NOTHING_TO_CLAIM');
    const claimId = await insertClaim(tx, memberId, quote, bonus, turnover);
    const amount: bigint = bonus;
    await postEntry(tx, {
      type: 'PROMOTION_BONUS',
      idempotencyKey: `promotion-claim:${claimId}`,
      ref: { type: 'promotion', id: quote.id },
      lines: [
        { account: { memberId, kind: 'CASH' }, amount },
        { account: { house: 'HOUSE_PROMOTIONS' }, amount: -amount },
      ],
    });
    if (turnover > 0n)
      await addTurnoverRequirement(tx, {
        memberId,
        type: 'PROMOTION',
        required: turnover,
        ref: { type: 'promotion-claim', id: claimId },
      });
    return { bonus, turnOver: turnover };
  });

const insertClaim = async (
  tx: MoneyTx,
  memberId: bigint,
  quote: Quote,
  bonus: bigint,
  turnover: bigint,
): Promise<string> => {
  const [inserted] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into promotion_claims (promotion_id, member_id, period, basis, bonus, turnover, deposit_entry_id)
      values (${quote.id}::bigint, ${memberId.toString()}::bigint, ${quote.period}, ${quote.basis.toString()}::bigint,
        ${bonus.toString()}::bigint, ${turnover.toString()}::bigint, ${quote.depositEntryId}::bigint)
      on conflict do nothing
      returning id::text`),
  );
  if (inserted) return inserted.id;
  // A concurrent claim committed first: of this promotion and period, or on the same deposit.
  const [again] = await quotesOf(tx, memberId, sql`pr.id = ${quote.id}::bigint`);
  throw appError(again?.claimedAt ? 'PROMOTION_ALREADY_CLAIMED' : 'PROMOTION_NOTHING_TO_CLAIM');
};
