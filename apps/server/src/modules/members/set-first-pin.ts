import type { Database } from '../../db/client.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { hashPin } from '../../platform/pin-hash.ts';
import { storeFirstPin } from './members-repository.ts';

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
    if (!(await storeFirstPin(tx, caller.id, pinHash))) return false;
    await revokeAllSessions(tx, caller.id, caller.sid);
    return true;
  });
  if (!done) throw pinAlreadySet();
};
