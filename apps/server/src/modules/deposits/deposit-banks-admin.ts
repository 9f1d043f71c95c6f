import type { AdminDepositBank } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';

export interface DepositBankInput {
  bankCode: string;
  accountNumber: string;
  name: string;
  botUpdate: boolean;
  fast: boolean;
  promptpayId: string | null;
  active: boolean;
}

const findBanks = async (db: Database, where: SQL): Promise<AdminDepositBank[]> =>
  rowsOf<{
    id: string;
    bank_code: string;
    account_number: string;
    name: string;
    bot_update: boolean;
    fast_enabled: boolean;
    promptpay_id: string | null;
    active: boolean;
    open_requests: number;
  }>(
    await db.execute(sql`
      select b.id::text, b.bank_code, b.account_number, b.name, b.bot_update, b.fast_enabled, b.promptpay_id, b.active,
        (select count(*)::int from deposits d where d.deposit_bank_id = b.id and d.status = 'PENDING') as open_requests
      from deposit_banks b where ${where} order by b.id`),
  ).map((row) => ({
    bankId: row.id,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    name: row.name,
    botUpdate: row.bot_update,
    fast: row.fast_enabled,
    promptpayId: row.promptpay_id,
    active: row.active,
    openRequests: row.open_requests,
  }));

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
    const [row] = rowsOf<{ id: string }>(
      await tx
        .execute(
          sql`
          insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled, promptpay_id, active)
          values (${input.bankCode}, ${input.accountNumber}, ${input.name}, ${input.botUpdate}, ${input.fast}, ${input.promptpayId}, ${input.active})
          returning id::text`,
        )
        .catch(duplicateAsConflict),
    );
    const [created] = await findBanks(tx, sql`b.id = ${row!.id}::bigint`);
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
    await tx
      .execute(
        sql`
        update deposit_banks set bank_code = ${input.bankCode}, account_number = ${input.accountNumber}, name = ${input.name},
          bot_update = ${input.botUpdate}, fast_enabled = ${input.fast}, promptpay_id = ${input.promptpayId},
          active = ${input.active}, updated_at = now()
        where id = ${input.bankId}::bigint`,
      )
      .catch(duplicateAsConflict);
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
