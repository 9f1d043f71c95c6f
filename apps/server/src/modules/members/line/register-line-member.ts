import { randomBytes, randomInt } from 'node:crypto';
import { type Locale, userNameSchema } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { LineIdentity } from '../../../adapters/line/line-oidc-client.ts';
import type { Database } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { hashPin } from '../../../platform/pin-hash.ts';
import { resolveAffiliate } from '../resolve-affiliate.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import type { LineAffiliate } from '@chokdee/domain';

export interface LineMember {
  id: bigint;
  uuid: string;
  status: number;
  name: string | null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `line` + 10 random lowercase letters/digits, redrawn until it passes the spec §5 user name rule. */
export const generateLineUserName = (): string => {
  for (;;) {
    const candidate = `line${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
    if (userNameSchema.safeParse(candidate).success) return candidate;
  }
};

const findByLineUid = async (db: Database, sub: string): Promise<LineMember | undefined> => {
  const [row] = await db
    .select({ id: members.id, uuid: members.uuid, status: members.status, name: members.name })
    .from(members)
    .where(eq(members.lineUid, sub));
  return row;
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
): Promise<LineMember> => {
  const existing = await findByLineUid(db, identity.sub);
  if (existing) return existing;
  const { agentId, refUid, referrerId } = await resolveAffiliate(db, affiliate, locale);
  // A hash of 32 random bytes nobody ever sees: PIN login is impossible until the member sets one
  // (users.set-password).
  const pinHash = await hashPin(randomBytes(32).toString('hex'));
  const name = identity.name?.trim().slice(0, 30) || null;
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(members)
        .values({
          userName: generateLineUserName(),
          pinHash,
          hasPin: false,
          lineUid: identity.sub,
          name,
          agentId,
          refUid,
          referrerMemberId: referrerId,
        })
        .returning({ id: members.id, uuid: members.uuid, status: members.status, name: members.name });
      if (!row) throw new Error('member insert returned no row');
      return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'members_line_uid_unique') {
        const winner = await findByLineUid(db, identity.sub);
        if (winner) return winner;
      }
      // A generated user name or af_slug that is already taken: draw again.
      if (constraint !== undefined && attempt < 5) continue;
      throw error;
    }
  }
};
