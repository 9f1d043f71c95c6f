import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteDomains } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { toBangkokIso } from '@chokdee/domain';

/** The allow-list behind site-details (`Not Allow Domain`): an empty list allows every host. */
export interface SiteDomainInput {
  domain: string;
  title?: string | null | undefined;
  description?: string | null | undefined;
  siteVerification?: string | null | undefined;
  gaID?: string | null | undefined;
}

type Row = typeof siteDomains.$inferSelect;

const view = (row: Row) => ({
  domain: row.domain,
  title: row.title,
  description: row.description,
  siteVerification: row.siteVerification,
  gaID: row.gaId,
  createdAt: toBangkokIso(row.createdAt),
});
const columns = (input: SiteDomainInput) => ({
  title: input.title ?? null,
  description: input.description ?? null,
  siteVerification: input.siteVerification ?? null,
  gaId: input.gaID ?? null,
});
const target = (domain: string) => ({ targetType: 'site_domain' as const, targetId: domain });

export const listSiteDomains = async (db: Database) =>
  (await db.select().from(siteDomains).orderBy(asc(siteDomains.domain))).map(view);

export const createSiteDomain = (db: Database, actor: AuditActor, input: SiteDomainInput) =>
  withAudit(db, actor, async (tx) => {
    const [row] = await tx
      .insert(siteDomains)
      .values({ domain: input.domain, ...columns(input) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw appError('DOMAIN_TAKEN');
    return {
      result: view(row),
      audit: { action: 'site.domain.create', ...target(row.domain), before: null, after: view(row) },
    };
  });

/** Replaces the details of a domain (omitted fields become empty: the form sends them all). */
export const updateSiteDomain = (db: Database, actor: AuditActor, input: SiteDomainInput) =>
  withAudit(db, actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(siteDomains)
      .where(eq(siteDomains.domain, input.domain))
      .for('update');
    if (!before) throw appError('DOMAIN_NOT_FOUND');
    const [row] = await tx
      .update(siteDomains)
      .set(columns(input))
      .where(eq(siteDomains.domain, input.domain))
      .returning();
    return {
      result: view(row!),
      audit: {
        action: 'site.domain.update',
        ...target(input.domain),
        before: view(before),
        after: view(row!),
      },
    };
  });

export const deleteSiteDomain = (db: Database, actor: AuditActor, domain: string) =>
  withAudit(db, actor, async (tx) => {
    const [row] = await tx.delete(siteDomains).where(eq(siteDomains.domain, domain)).returning();
    if (!row) throw appError('DOMAIN_NOT_FOUND');
    return {
      result: {},
      audit: { action: 'site.domain.delete', ...target(domain), before: view(row), after: null },
    };
  });
