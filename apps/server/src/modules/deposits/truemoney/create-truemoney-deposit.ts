import { satang, type Satang, type truemoneyDepositAnswer } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { DepositConfig } from '../../../config/money-config.ts';
import { rowsOf, type Database } from '../../../db/client.ts';
import { appError } from '../../../platform/errors.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import { checkDepositLimits } from '../create-prepared-deposit.ts';
import { expireProviderRequests } from '../providers/expire-provider-requests.ts';
import { readTruemoneySettings } from '../providers/provider-settings.ts';

/**
 * POST /api/deposits.truemoney: a PENDING TRUEMONEY request for `amount`, valid
 * DEPOSIT_REQUEST_MINUTES, with the site wallet number to pay. The TrueMoney hook credits it when
 * a transfer of exactly `amount` arrives from the member's registered phone. One open request a
 * member (deposits_open_provider_member_idx), so phone + amount names at most one request.
 */
export const createTruemoneyDeposit = async (
  db: Database,
  limits: DepositConfig,
  input: { memberId: bigint; amount: Satang },
): Promise<z.output<typeof truemoneyDepositAnswer>> => {
  checkDepositLimits(limits, input.amount);
  const { walletPhone } = await readTruemoneySettings(db);
  if (!walletPhone) throw appError('TRUEMONEY_OFF');
  await expireProviderRequests(db, { memberId: input.memberId, method: 'TRUEMONEY' });
  try {
    return await db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string; expires_at: string }>(
        await tx.execute(sql`
          insert into deposits (member_id, method, amount, expires_at)
          values (${input.memberId.toString()}::bigint, 'TRUEMONEY', ${input.amount.toString()}::bigint,
            now() + ${limits.requestMs}::int * interval '1 millisecond')
          returning id::text, ${bkk('expires_at')} as expires_at`),
      );
      await tx.execute(
        sql`insert into truemoney_deposits (deposit_id, wallet_phone) values (${row!.id}::bigint, ${walletPhone})`,
      );
      return { id: row!.id, walletPhone, amount: input.amount, expiresAt: row!.expires_at };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'deposits_open_provider_member_idx') throw appError('DEPOSIT_OPEN');
    throw error;
  }
};

/** The member's open TRUEMONEY request (the /credit/deposit/truemoney page after a reload), if any. */
export const findOpenTruemoneyDeposit = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof truemoneyDepositAnswer> | null> => {
  const [row] = rowsOf<{ id: string; wallet_phone: string; amount: string; expires_at: string }>(
    await db.execute(sql`
      select d.id::text, t.wallet_phone, d.amount::text, ${bkk('d.expires_at')} as expires_at
      from deposits d join truemoney_deposits t on t.deposit_id = d.id
      where d.member_id = ${memberId.toString()}::bigint and d.method = 'TRUEMONEY' and d.status = 'PENDING'
        and d.expires_at >= now()`),
  );
  return row
    ? {
        id: row.id,
        walletPhone: row.wallet_phone,
        amount: satang(row.amount),
        expiresAt: row.expires_at,
      }
    : null;
};
