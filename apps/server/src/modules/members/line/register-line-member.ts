import { randomBytes, randomInt } from 'node:crypto';
import { type LineAffiliate, type Locale, userNameSchema } from '@chokdee/domain';
import type { LineIdentity } from '../../../adapters/line/line-oidc-client.ts';
import type { Database } from '../../../db/client.ts';
import { hashPin } from '../../../platform/pin-hash.ts';
import { findMemberByLineUid, insertMember, type SessionMember } from '../members-repository.ts';
import { resolveAffiliate } from '../resolve-affiliate.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `line` + 10 random lowercase letters/digits, redrawn until it passes the spec §5 user name rule. */
export const generateLineUserName = (): string => {
  for (;;) {
    const candidate = `line${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
    if (userNameSchema.safeParse(candidate).success) return candidate;
  }
};

/**
 * The member keyed on the verified LINE `sub`; the first login registers one (generated user
 * name, a PIN nobody knows, the LINE display name). Concurrent first logins with one `sub` meet
 * at the unique line_uid: the loser reads the winner's row.
 */
export const findOrRegisterLineMember = async (
  db: Database,
  identity: LineIdentity,
  affiliate: LineAffiliate,
  locale: Locale,
): Promise<SessionMember> => {
  const existing = await findMemberByLineUid(db, identity.sub);
  if (existing) return existing;
  const { agentId, refUid, referrerId } = await resolveAffiliate(db, affiliate, locale);
  // A hash of 32 random bytes nobody ever sees: PIN login is impossible until the member sets one
  // (users.set-password).
  const pinHash = await hashPin(randomBytes(32).toString('hex'));
  const name = identity.name?.trim().slice(0, 30) || null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertMember(db, {
        userName: generateLineUserName(),
        pinHash,
        hasPin: false,
        lineUid: identity.sub,
        name,
        agentId,
        refUid,
        referrerMemberId: referrerId,
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'members_line_uid_unique') {
        const winner = await findMemberByLineUid(db, identity.sub);
        if (winner) return winner;
      }
      // A generated user name or af_slug that is already taken: draw again.
      if (constraint !== undefined && attempt < 5) continue;
      throw error;
    }
  }
};
