import { DEFAULT_LOCALE, type Locale, type SignupRequest } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { hashPin } from '../../platform/pin-hash.ts';
import { conflictFor } from './member-errors.ts';
import { assertOldEnough } from '../compliance/index.ts';
import { insertMember, type SessionMember } from './members-repository.ts';
import { resolveAffiliate } from './resolve-affiliate.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';

/**
 * Registers a member (spec §5). Uniqueness is left to the database's unique constraints: two
 * concurrent signups for one name both pass any check-then-insert, only the constraint is exact.
 */
export const signupMember = async (
  db: Database,
  input: SignupRequest,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SessionMember> => {
  await assertOldEnough(db, input.birthDate);
  const { agentId, refUid, referrerId } = await resolveAffiliate(db, input, locale);
  const pinHash = await hashPin(input.password);

  // af_slug comes from a random database default; a (very rare) collision just draws again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertMember(db, {
        userName: input.userName,
        pinHash,
        phoneNumber: input.phoneNumber,
        birthDate: input.birthDate,
        agentId,
        refUid,
        referrerMemberId: referrerId,
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      const conflict = conflictFor(constraint);
      if (conflict) throw conflict;
      if (constraint === 'members_af_slug_unique' && attempt < 3) continue;
      throw error;
    }
  }
};
