import type { AdminDepositBank } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';
import {
  adminDepositBankRows,
  insertDepositBank,
  updateDepositBankRow,
  type AdminDepositBankRow,
  type DepositBankInput,
} from './deposit-banks-repository.ts';
import { depositBankView } from './deposit-banks.ts';

const bankView = (row: AdminDepositBankRow): AdminDepositBank => ({
  ...depositBankView(row),
  promptpayId: row.promptpay_id,
  active: row.active,
  openRequests: row.open_requests,
});

const findBanks = async (db: Database, where: SQL): Promise<AdminDepositBank[]> =>
  (await adminDepositBankRows(db, where)).map(bankView);

/** Every receiving account (active or not) with its open requests. */
export const listDepositBanksAdmin = (db: Database): Promise<AdminDepositBank[]> => findBanks(db, sql`true`);

const duplicateAsConflict = (error: unknown): never => {
  if (uniqueViolation(error) === 'deposit_banks_bank_code_account_number_idx')
    throw appError('RECEIVING_ACCOUNT_TAKEN');
  throw error;
};

/** Adds a receiving account. Audited. */
export const createDepositBank = (
  db: Database,
  actor: AuditActor,
  input: DepositBankInput,
): Promise<AdminDepositBank> =>
  withAudit(db, actor, async (tx) => {
    const id = await insertDepositBank(tx, input).catch(duplicateAsConflict);
    const [created] = await findBanks(tx, sql`b.id = ${id}::bigint`);
    return {
      result: created!,
      audit: {
        action: 'deposit-bank.create',
        targetType: 'deposit_bank',
        targetId: created!.bankId,
        before: null,
        after: created,
      },
    };
  });

/**
 * Changes a receiving account. Turning fast off or deactivating it leaves its open requests
 * open (members already transferred); they are matched or expire as usual. Audited.
 */
export const updateDepositBank = (
  db: Database,
  actor: AuditActor,
  input: DepositBankInput & { bankId: string },
): Promise<AdminDepositBank> =>
  withAudit(db, actor, async (tx) => {
    const [before] = await findBanks(tx, sql`b.id = ${input.bankId}::bigint`);
    if (!before) throw appError('RECEIVING_ACCOUNT_NOT_FOUND');
    await updateDepositBankRow(tx, input).catch(duplicateAsConflict);
    const [after] = await findBanks(tx, sql`b.id = ${input.bankId}::bigint`);
    return {
      result: after!,
      audit: {
        action: 'deposit-bank.update',
        targetType: 'deposit_bank',
        targetId: input.bankId,
        before,
        after,
      },
    };
  });
