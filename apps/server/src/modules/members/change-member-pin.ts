import type { Database } from '../../db/client.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { hashPin, verifyPin } from '../../platform/pin-hash.ts';
import { appError } from '../../platform/errors.ts';
import { findPinHash, storePin } from './members-repository.ts';

/**
 * users.change-password: checks the old PIN, stores the new one and revokes every other session
 * of the member (a thief holding an old token loses it); the caller's own session stays.
 */
export const changeMemberPin = async (
  db: Database,
  caller: { id: bigint; sid: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> => {
  const pinHash = await findPinHash(db, caller.id);
  if (pinHash === undefined || !(await verifyPin(pinHash, input.oldPassword)))
    throw appError('WRONG_PIN', undefined, { field: 'oldPassword' });
  const newHash = await hashPin(input.newPassword);
  await db.transaction(async (tx) => {
    await storePin(tx, caller.id, newHash);
    await revokeAllSessions(tx, caller.id, caller.sid);
  });
};
