import type { Locale } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { appError } from '../../platform/errors.ts';
import { findLocaleDefaults, findReferrerBySlug } from './members-repository.ts';

export interface AffiliateInput {
  agentId?: number | undefined;
  refUid?: number | undefined;
  slug?: string | undefined;
}

export interface Affiliation {
  agentId: number;
  refUid: bigint;
  referrerId: bigint | null;
}

/**
 * Who a new member belongs to (signup and first LINE login alike). A known affiliate slug names
 * the referrer and its agent (an unknown one is a 400: a mistyped link must not silently lose the
 * referral). Otherwise missing or 0 agentId/refUid take the locale's defaults (spec §5), and
 * without a row for the locale the centre agent 2 and refUid 0.
 */
export const resolveAffiliate = async (
  db: Database,
  input: AffiliateInput,
  locale: Locale,
): Promise<Affiliation> => {
  if (input.slug) {
    const referrer = await findReferrerBySlug(db, input.slug.toLowerCase());
    if (!referrer) throw appError('UNKNOWN_AFFILIATE', undefined, { field: 'slug' });
    return { agentId: input.agentId || referrer.agentId, refUid: referrer.id, referrerId: referrer.id };
  }
  const needsDefaults = !input.agentId || !input.refUid;
  const defaults = needsDefaults ? await findLocaleDefaults(db, locale) : undefined;
  return {
    agentId: input.agentId || defaults?.agentId || CENTRE_AGENT_ID,
    refUid: input.refUid ? BigInt(input.refUid) : (defaults?.refUid ?? 0n),
    referrerId: null,
  };
};
