import type { FirstSteps } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { hasCreditedDeposit } from '../deposits/index.ts';
import { hasPlacedPoy } from '../lotto/index.ts';

/**
 * `users.first-steps`: a new member's way to a first withdrawal — a bank account to be paid to
 * (this module), a first credited deposit, a first slip (asked of their modules). Three indexed
 * EXISTS reads; the web stops asking once all are done.
 */
export const firstStepsOf = async (db: Database, memberId: bigint): Promise<FirstSteps> => {
  const [bank, deposit, bet] = await Promise.all([
    db
      .execute(sql`select 1 from member_banks where member_id = ${memberId.toString()}::bigint limit 1`)
      .then((result) => rowsOf(result).length > 0),
    hasCreditedDeposit(db, memberId),
    hasPlacedPoy(db, memberId),
  ]);
  return { bank, deposit, bet };
};
