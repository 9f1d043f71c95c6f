import { staffCreateRequest } from '@chokdee/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { StaffRole } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError, validationError } from '../../platform/errors.ts';
import { hashPin } from '../../platform/pin-hash.ts';
import { insertStaff } from './staff-repository.ts';

export const createStaffInput = staffCreateRequest;
export type CreateStaffInput = z.input<typeof createStaffInput>;

export interface CreatedStaff {
  id: bigint;
  username: string;
  role: StaffRole;
}

/** The CLI has no signed-in staff member: its audit rows carry staff_id null. */
export const CLI_ACTOR: AuditActor = { staffId: null, ip: null };

/**
 * Creates a back-office user without a second factor: at the first login a Super Admin or
 * Administrator gets a session that can only enrol TOTP (QR code + recovery codes), so the
 * secret is never printed to a terminal or shown to the creator. A taken username is a CONFLICT;
 * the unique constraint decides it, so two concurrent runs cannot both win. Audited.
 */
export const createStaff = async (
  db: Database,
  input: CreateStaffInput,
  actor: AuditActor = CLI_ACTOR,
): Promise<CreatedStaff> => {
  const parsed = createStaffInput.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw validationError(fields);
  }
  const { username, role, password } = parsed.data;
  const pinHash = await hashPin(password);
  return withAudit(db, actor, async (tx) => {
    const id = await insertStaff(tx, { username, role, pinHash });
    if (id === undefined) throw appError('STAFF_USERNAME_TAKEN', { username });
    return {
      result: { id, username, role },
      audit: {
        action: 'staff.create',
        targetType: 'staff',
        targetId: id.toString(),
        before: null,
        after: { username, role },
      },
    };
  });
};
