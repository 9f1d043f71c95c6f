import type { WithdrawalStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { WithdrawConfig } from '../../config/money-config.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { runningExclusion } from '../../platform/auth/index.ts';
import { appError } from '../../platform/errors.ts';
import { logInMember } from '../members/index.ts';
import { createWithdrawal } from '../withdrawals/index.ts';

/**
 * POST /api/self-exclusions.withdraw (docs/compliance.md "Self-exclusion"): a member who excluded
 * themself cannot log in, yet their balance stays theirs. The user name and PIN are checked as a
 * login would (failures count towards the lock), no session is made, and the withdrawal goes to
 * the member's own withdrawal account under every usual withdrawal rule.
 */
export const withdrawWhileExcluded = async (
  db: Database,
  limits: WithdrawConfig,
  input: { userName: string; password: string; amount: bigint },
): Promise<{ id: string; status: WithdrawalStatus }> => {
  const member = await logInMember(db, input);
  if ((await runningExclusion(db, member.id)) === undefined) throw appError('NOT_SELF_EXCLUDED');
  const [account] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id::text from member_banks where member_id = ${member.id.toString()}::bigint and is_withdrawal
      order by id limit 1`),
  );
  if (!account) throw appError('BANK_ACCOUNT_MISMATCH');
  const { id, status } = await createWithdrawal(db, limits, {
    memberId: member.id,
    amount: input.amount,
    bankAccountId: account.id,
  });
  return { id, status };
};
