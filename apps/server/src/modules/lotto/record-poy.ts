import { isFourDFamily, type RoundFamily, type TransactionType } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { postEntry } from '../wallet/post-entry.ts';
import { addExposure } from './exposure.ts';
import type { MoneyTx } from '../wallet/money-transaction.ts';
import { recordTurnover } from '../wallet/turnover.ts';

/** A priced line, ready to store: satang, hundredths. */
export interface PricedLine {
  number: string;
  option: string;
  price: bigint;
  multiply: number | null;
  sets: number | null;
  /** The most it can win (satang): added to the round's exposure. */
  payout: bigint;
}

export const betEntryType = (family: RoundFamily): TransactionType => {
  if (isFourDFamily(family)) return 'BET_SET_4';
  if (family === 'gov') return 'BET_GOV';
  if (family === 'stock') return 'BET_STOCK';
  return 'BET_YEEKEE';
};

/**
 * Inserts the poy and its lines, adds them to the round's exposure, and debits the total through the ledger (BET_*), all inside the
 * caller's money transaction; the bet also counts towards the member's turnover. Answers the poy id.
 * A ledger refusal (not enough money) rolls all of it back.
 */
export const recordPoy = async (
  tx: MoneyTx,
  input: { memberId: bigint; roundId: bigint; family: RoundFamily; lines: readonly PricedLine[]; note: string | null; idempotencyKey: string | null; requestHash: string },
): Promise<bigint> => {
  const total = input.lines.reduce((sum, line) => sum + line.price, 0n);
  const [poy] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into poys (member_id, round_id, total, note, idempotency_key, request_hash)
      values (${input.memberId.toString()}::bigint, ${input.roundId.toString()}::bigint, ${total.toString()}::bigint, ${input.note}, ${input.idempotencyKey}, ${input.requestHash})
      returning id`),
  );
  if (!poy) throw new Error('poy insert answered no row');
  const lines = JSON.stringify(input.lines.map((l) => ({ ...l, price: l.price.toString(), payout: l.payout.toString() })));
  await tx.execute(sql`
    insert into poy_lines (poy_id, round_id, number, option, price, multiply, sets, payout)
    select ${poy.id}::bigint, ${input.roundId.toString()}::bigint, l.number, l.option, l.price::bigint, l.multiply, l.sets, l.payout::bigint
    from jsonb_to_recordset(${lines}::jsonb) as l(number text, option text, price text, multiply int, sets int, payout text)`);
  await addExposure(tx, input.roundId, input.lines.map((l) => ({ option: l.option, number: l.number, stake: l.price, payout: l.payout })));
  await postEntry(tx, {
    type: betEntryType(input.family),
    lines: [
      { account: { memberId: input.memberId, kind: 'CASH' }, amount: -total },
      { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: total },
    ],
    idempotencyKey: `poy:${poy.id}`,
    ref: { type: 'poy', id: poy.id },
  });
  await recordTurnover(tx, input.memberId, total);
  return BigInt(poy.id);
};
