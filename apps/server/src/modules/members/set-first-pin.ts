import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { hashPin } from '../../platform/pin-hash.ts';

export const pinAlreadySet = (): AppError => appError('PIN_ALREADY_SET');

/**
 * users.set-password: the first PIN of a member who has none (registered through LINE). The
 * conditional UPDATE decides, so of two concurrent calls one wins and the other gets the 409 a
 * member with a PIN gets (changing a PIN takes the old one). Other sessions end, as on a change.
 */
export const setFirstPin = async (
  db: Database,
  caller: { id: bigint; sid: string },
  newPassword: string,
): Promise<void> => {
  const pinHash = await hashPin(newPassword);
  const done = await db.transaction(async (tx) => {
    const updated = await tx
      .update(members)
      .set({ pinHash, hasPin: true, pinChangedAt: sql`now()` })
      .where(and(eq(members.id, caller.id), eq(members.hasPin, false)))
      .returning({ id: members.id });
    if (updated.length !== 1) return false;
    await revokeAllSessions(tx, caller.id, caller.sid);
    return true;
  });
  if (!done) throw pinAlreadySet();
};
