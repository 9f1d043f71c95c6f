import { DEFAULT_LOCALE, type Locale, type SignupRequest } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { hashPin } from '../../platform/pin-hash.ts';
import { conflictFor } from './member-errors.ts';
import { resolveAffiliate } from './resolve-affiliate.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';

export interface SignedUpMember {
  id: bigint;
  uuid: string;
  userName: string;
  status: number;
}

/**
 * Registers a member (spec §5). Uniqueness is left to the database's unique constraints: two
 * concurrent signups for one name both pass any check-then-insert, only the constraint is exact.
 */
export const signupMember = async (
  db: Database,
  input: SignupRequest,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SignedUpMember> => {
  const { agentId, refUid, referrerId } = await resolveAffiliate(db, input, locale);
  const pinHash = await hashPin(input.password);

  // af_slug comes from a random database default; a (very rare) collision just draws again.
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(members)
        .values({
          userName: input.userName,
          pinHash,
          phoneNumber: input.phoneNumber,
          agentId,
          refUid,
          referrerMemberId: referrerId,
        })
        .returning({
          id: members.id,
          uuid: members.uuid,
          userName: members.userName,
          status: members.status,
        });
      if (!row) throw new Error('member insert returned no row');
      return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      const conflict = conflictFor(constraint);
      if (conflict) throw conflict;
      if (constraint === 'members_af_slug_unique' && attempt < 3) continue;
      throw error;
    }
  }
};
