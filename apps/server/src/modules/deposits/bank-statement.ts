import type { Satang, StatementOutcome } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { type MoneyTx, runMoneyTransaction } from '../wallet/index.ts';
import { creditDeposit } from './credit-deposit.ts';

export interface StatementLineInput {
  referTransferId: string;
  amount: Satang;
  transferAt: string;
  fromBankCode?: string | undefined;
  fromAccountNumber?: string | undefined;
}

export interface StatementResult {
  referTransferId: string;
  outcome: StatementOutcome;
  depositId?: string;
}

/** Bank and server clocks differ a little: a transfer may look up to this much older than its request. */
export const CLOCK_SKEW = '5 minutes';

/**
 * The open fast/QR request a line pays, locked: same receiving account, prepareAmount equal to
 * the amount, transferred while it was open (not before it was made, allowing CLOCK_SKEW, nor
 * after it expired), and — when the line names the sender account — the
 * requesting member holds that account (statements often show only the last digits, so the
 * member's account number must end with it). The partial unique index guarantees at most one
 * candidate; FOR UPDATE makes a concurrent line for the same request wait and then find it gone.
 */
const lockMatch = async (
  tx: MoneyTx,
  bankId: string,
  amount: bigint,
  line: StatementLineInput,
): Promise<{ id: string; member_id: string } | undefined> => {
  const sender = line.fromAccountNumber
    ? sql`and exists (select 1 from member_banks mb where mb.member_id = d.member_id
        and mb.account_number like ${`%${line.fromAccountNumber}`}
        ${line.fromBankCode ? sql`and mb.bank_code = ${line.fromBankCode}` : sql``})`
    : sql``;
  const [row] = rowsOf<{ id: string; member_id: string }>(
    await tx.execute(sql`
      select d.id::text, d.member_id::text from deposits d
      where d.deposit_bank_id = ${bankId}::bigint and d.status = 'PENDING' and d.method in ('FAST', 'QRCODE')
        and d.prepare_amount = ${amount.toString()}::bigint and d.expires_at >= ${line.transferAt}::timestamptz
        and d.created_at <= ${line.transferAt}::timestamptz + ${CLOCK_SKEW}::interval
        ${sender}
      for update of d`),
  );
  return row;
};

/** One line in its own money transaction: recorded once, then credited or left for staff. */
const processLine = (db: Database, bankId: string, line: StatementLineInput): Promise<StatementResult> =>
  runMoneyTransaction(db, async (tx) => {
    const { amount } = line;
    // The unique (account, reference) index decides DUPLICATE: a concurrent copy of this line
    // waits here for the first to commit, then inserts nothing.
    const [inserted] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into bank_statement_lines (deposit_bank_id, refer_transfer_id, amount, transfer_at, from_bank_code, from_account_number, status)
        values (${bankId}::bigint, ${line.referTransferId}, ${amount.toString()}::bigint, ${line.transferAt}::timestamptz,
          ${line.fromBankCode ?? null}, ${line.fromAccountNumber ?? null}, 'UNMATCHED')
        on conflict (deposit_bank_id, refer_transfer_id) do nothing
        returning id::text`),
    );
    if (!inserted) {
      const [first] = rowsOf<{ deposit_id: string | null }>(
        await tx.execute(sql`
          select deposit_id::text from bank_statement_lines
          where deposit_bank_id = ${bankId}::bigint and refer_transfer_id = ${line.referTransferId}`),
      );
      return {
        referTransferId: line.referTransferId,
        outcome: 'DUPLICATE' as const,
        ...(first?.deposit_id ? { depositId: first.deposit_id } : {}),
      };
    }
    const match = await lockMatch(tx, bankId, amount, line);
    if (!match) return { referTransferId: line.referTransferId, outcome: 'UNMATCHED' as const };
    await creditDeposit(tx, {
      depositId: match.id,
      memberId: match.member_id,
      amount,
      referTransferId: line.referTransferId,
    });
    await tx.execute(sql`
      update bank_statement_lines set status = 'MATCHED', deposit_id = ${match.id}::bigint where id = ${inserted.id}::bigint`);
    return { referTransferId: line.referTransferId, outcome: 'CREDITED' as const, depositId: match.id };
  });

/**
 * POST /api/hooks/bank-statement (signature already checked). Lines are processed in order,
 * each in its own transaction, so a replay of a partly processed batch answers DUPLICATE for
 * the lines already recorded and processes the rest.
 */
export const processBankStatement = async (
  db: Database,
  body: { bankId: string; lines: StatementLineInput[] },
): Promise<StatementResult[]> => {
  const [bank] = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from deposit_banks where id = ${body.bankId}::bigint`),
  );
  if (!bank) throw appError('RECEIVING_ACCOUNT_NOT_FOUND');
  const results: StatementResult[] = [];
  for (const line of body.lines) results.push(await processLine(db, bank.id, line));
  return results;
};
