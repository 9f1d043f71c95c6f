import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { conflictFor } from './member-errors.ts';
import { uniqueViolation } from './unique-violation.ts';

/** users.phone-number.update; a number another member holds is 409 (the unique constraint decides). */
export const updatePhoneNumber = async (
  db: Database,
  memberId: bigint,
  phoneNumber: string,
): Promise<{ phoneNumber: string }> => {
  try {
    await db.update(members).set({ phoneNumber }).where(eq(members.id, memberId));
  } catch (error) {
    throw conflictFor(uniqueViolation(error)) ?? error;
  }
  return { phoneNumber };
};
