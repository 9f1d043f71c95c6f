import type { Satang, StatementOutcome } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { depositBankById } from './deposit-banks-repository.ts';
import { passesLimit } from '../compliance/index.ts';
import { appError } from '../../platform/errors.ts';
import { runMoneyTransaction } from '../wallet/index.ts';
import { creditDeposit } from './credit-deposit.ts';
import {
  insertStatementLine,
  lockRequestForLine,
  markLineMatchedByHook,
  statementLineUnderReference,
} from './statement-lines-repository.ts';

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

/** One line in its own money transaction: recorded once, then credited or left for staff. */
const processLine = (db: Database, bankId: string, line: StatementLineInput): Promise<StatementResult> =>
  runMoneyTransaction(db, async (tx) => {
    const { amount } = line;
    // The unique (account, reference) index decides DUPLICATE: a concurrent copy of this line
    // waits here for the first to commit, then inserts nothing.
    const inserted = await insertStatementLine(tx, bankId, line);
    if (!inserted) {
      const first = await statementLineUnderReference(tx, bankId, line.referTransferId);
      return {
        referTransferId: line.referTransferId,
        outcome: 'DUPLICATE' as const,
        ...(first?.deposit_id ? { depositId: first.deposit_id } : {}),
      };
    }
    const match = await lockRequestForLine(tx, bankId, line);
    // Over the member's deposit limit: the money stays with staff, who return it (docs/compliance.md).
    if (!match || (await passesLimit(tx, BigInt(match.member_id), 'deposit', amount)))
      return { referTransferId: line.referTransferId, outcome: 'UNMATCHED' as const };
    await creditDeposit(tx, {
      depositId: match.id,
      memberId: match.member_id,
      amount,
      referTransferId: line.referTransferId,
    });
    await markLineMatchedByHook(tx, inserted.id, match.id);
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
  const bank = await depositBankById(db, body.bankId);
  if (!bank) throw appError('RECEIVING_ACCOUNT_NOT_FOUND');
  const results: StatementResult[] = [];
  for (const line of body.lines) results.push(await processLine(db, bank.id, line));
  return results;
};
