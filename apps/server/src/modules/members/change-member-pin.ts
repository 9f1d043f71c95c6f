import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { hashPin, verifyPin } from '../../platform/pin-hash.ts';
import { appError } from '../../platform/errors.ts';

/**
 * users.change-password: checks the old PIN, stores the new one and revokes every other session
 * of the member (a thief holding an old token loses it); the caller's own session stays.
 */
export const changeMemberPin = async (
  db: Database,
  caller: { id: bigint; sid: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> => {
  const [member] = await db
    .select({ pinHash: members.pinHash })
    .from(members)
    .where(eq(members.id, caller.id));
  if (!member || !(await verifyPin(member.pinHash, input.oldPassword)))
    throw appError('WRONG_PIN', undefined, { field: 'oldPassword' });
  const pinHash = await hashPin(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ pinHash, pinChangedAt: sql`now()` })
      .where(eq(members.id, caller.id));
    await revokeAllSessions(tx, caller.id, caller.sid);
  });
};
