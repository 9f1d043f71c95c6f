import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** Staff unlock after the login lockout (back office): the next login starts counting from 0. Returns false for an unknown member. */
export const unlockMemberLogin = async (db: Database, memberId: bigint): Promise<boolean> => {
  const rows = await db
    .update(members)
    .set({ failedLoginCount: 0, loginLockedAt: null })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length === 1;
};
