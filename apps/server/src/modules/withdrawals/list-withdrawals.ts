import type { adminWithdrawalsResult, Satang } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { adminWithdrawalOf } from './withdrawal-rows.ts';
import { adminWithdrawalsPage, type WithdrawalsFilter } from './withdrawals-repository.ts';

export interface WithdrawalsQuery extends WithdrawalsFilter {
  page: number;
  pageSize: number;
}

/** The queue: oldest first (the one waiting longest on top), with the filter's count and sum. */
export const listWithdrawals = async (
  db: Database,
  query: WithdrawalsQuery,
  twoPersonAboveSatang: Satang,
): Promise<z.output<typeof adminWithdrawalsResult>> => {
  const list = await adminWithdrawalsPage(db, query, query);
  return {
    ...list,
    items: list.items.map((row) => adminWithdrawalOf(row, twoPersonAboveSatang)),
    twoPersonAbove: twoPersonAboveSatang,
  };
};
