import type { memberWithdrawal } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { memberWithdrawalOf } from './withdrawal-rows.ts';
import { memberWithdrawalRows } from './withdrawals-repository.ts';

/** The member's withdrawals, newest first (the latest 100): POST /api/transactions.bank type userWithdraw. */
export const listMemberWithdrawals = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof memberWithdrawal>[]> =>
  (await memberWithdrawalRows(db, memberId)).map(memberWithdrawalOf);
