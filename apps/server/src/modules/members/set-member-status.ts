import { isAccountStatus } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { validationError } from '../../platform/errors.ts';

/**
 * Sets a member's account status (back office). No session is revoked: authenticate() reads the
 * current status on every call, so the change applies to the member's next request, and a ban
 * (9) makes every existing token answer 401. Returns false for an unknown member.
 */
export const setMemberStatus = async (db: Database, memberId: bigint, status: number): Promise<boolean> => {
  if (!isAccountStatus(status)) throw validationError({ status: 'Status is invalid' });
  const rows = await db
    .update(members)
    .set({ status })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length === 1;
};
