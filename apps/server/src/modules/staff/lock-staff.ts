import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { countOtherSuperAdmins, lockStaffRow, type StaffView } from './staff-repository.ts';

/** Reads a staff row under FOR UPDATE in the caller's transaction (the audit `before`). */
export const lockStaff = async (tx: Database, id: number): Promise<StaffView> => {
  const row = await lockStaffRow(tx, id);
  if (!row) throw appError('STAFF_NOT_FOUND');
  return row;
};

/**
 * Refuses a change that would leave no active Super Admin (nobody could manage staff or site
 * settings any more).
 */
export const assertAnotherSuperAdmin = async (tx: Database, changing: StaffView): Promise<void> => {
  if (changing.role !== 'Super Admin' || changing.disabled) return;
  if ((await countOtherSuperAdmins(tx, changing.id)) === 0) throw appError('LAST_SUPER_ADMIN');
};
