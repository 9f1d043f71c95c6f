import { satang, type Satang, type WithdrawalStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { WithdrawConfig } from '../../config/money-config.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { runningExclusion } from '../../platform/auth/index.ts';
import { appError } from '../../platform/errors.ts';
import { logInMember } from '../members/index.ts';
import { availableCashSql } from '../wallet/index.ts';
import { createWithdrawal } from '../withdrawals/index.ts';

/**
 * POST /api/self-exclusions.withdraw (docs/compliance.md "Self-exclusion"): a member who excluded
 * themself cannot log in, yet their balance stays theirs. The user name and PIN are checked as a
 * login would (failures count towards the lock), no session is made, and the withdrawal goes to
 * the member's own withdrawal account under every usual withdrawal rule: the amount asked, or all
 * that is available (the member, without a session, cannot see it).
 */
export const withdrawWhileExcluded = async (
  db: Database,
  limits: WithdrawConfig,
  input: { userName: string; password: string; amount?: Satang | undefined },
): Promise<{ id: string; status: WithdrawalStatus; amount: Satang }> => {
  const member = await logInMember(db, input);
  if ((await runningExclusion(db, member.id)) === undefined) throw appError('NOT_SELF_EXCLUDED');
  const [account] = rowsOf<{ id: string | null; available: string }>(
    await db.execute(sql`
      select (select id::text from member_banks where member_id = m.id and is_withdrawal order by id limit 1) as id,
        ${sql.raw(availableCashSql('m.id'))}::text as available
      from members m where m.id = ${member.id.toString()}::bigint`),
  );
  if (!account?.id) throw appError('BANK_ACCOUNT_MISMATCH');
  const amount = input.amount ?? satang(account.available);
  if (amount <= 0n) throw appError('INSUFFICIENT_BALANCE');
  const { id, status } = await createWithdrawal(db, limits, {
    memberId: member.id,
    amount,
    bankAccountId: account.id,
  });
  return { id, status, amount };
};
