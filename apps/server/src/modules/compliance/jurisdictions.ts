import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Jurisdictions } from '@chokdee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Reader, type Response } from 'mmdb-lib';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { CachedSetting } from '../../platform/cached-setting.ts';
import { appError } from '../../platform/errors.ts';
import { pathOf } from '../../platform/paths.ts';
import { lockSetting, readSetting, writeSetting } from '../../platform/settings.ts';

/** site_settings key; never written: no list, nobody is turned away. */
export const JURISDICTIONS_SETTING = 'jurisdictions';
/** Broadcast to every node after a change: each forgets its cached lists. */
export const JURISDICTIONS_CHANGED = 'jurisdictions-changed';

export const readJurisdictions = async (db: Database): Promise<Jurisdictions> => {
  const value = (await readSetting(db, JURISDICTIONS_SETTING)) as Partial<Jurisdictions> | undefined;
  return {
    countries: Array.isArray(value?.countries) ? value.countries : [],
    allowedRanges: Array.isArray(value?.allowedRanges) ? value.allowedRanges : [],
  };
};

/** Replaces both lists. Audited; the caller broadcasts JURISDICTIONS_CHANGED after it. */
export const updateJurisdictions = (
  db: Database,
  actor: AuditActor,
  input: Jurisdictions,
): Promise<Jurisdictions> =>
  withAudit(db, actor, async (tx) => {
    await lockSetting(tx, JURISDICTIONS_SETTING);
    const before = await readJurisdictions(tx);
    const after = {
      countries: [...new Set(input.countries)],
      allowedRanges: [...new Set(input.allowedRanges)],
    };
    await writeSetting(tx, JURISDICTIONS_SETTING, after, actor.staffId);
    return {
      result: after,
      audit: {
        action: 'site.jurisdictions.update',
        targetType: 'site_setting',
        targetId: JURISDICTIONS_SETTING,
        before,
        after,
      },
    };
  });

/**
 * Country by address from the CC0 "geo-whois-asn-country" database, installed as an npm package
 * (no download at run time), read into memory on the first lookup only (a site with no list never
 * loads its 8 MB).
 */
let countries: Reader<Response> | undefined;
const countryReader = (): Reader<Response> => {
  const file = createRequire(import.meta.url).resolve(
    '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
  );
  return new Reader(readFileSync(file));
};
export const countryOf = (ip: string): string | undefined => {
  if (!isIPv4(ip) && !isIPv6(ip)) return undefined;
  countries ??= countryReader();
  const record = countries.get(ip) as { country_code?: unknown } | null;
  return typeof record?.country_code === 'string' ? record.country_code : undefined;
};

interface Rules {
  countries: ReadonlySet<string>;
  ranges: BlockList;
}

const rulesOf = (lists: Jurisdictions): Rules => {
  const ranges = new BlockList();
  for (const range of lists.allowedRanges) {
    const [address = '', prefix = ''] = range.split('/');
    ranges.addSubnet(address, Number(prefix), address.includes(':') ? 'ipv6' : 'ipv4');
  }
  return { countries: new Set(lists.countries), ranges };
};

/** Whether a client address may use the site; an address with no known country may not. */
export const mayEnter = (rules: Rules, ip: string): boolean => {
  if (rules.countries.size === 0) return true;
  const family = isIPv6(ip) ? 'ipv6' : 'ipv4';
  if (rules.ranges.check(ip, family)) return true;
  const country = countryOf(ip);
  return country !== undefined && rules.countries.has(country);
};

// Providers' and banks' servers call back from anywhere; load balancers probe health.
const EXEMPT = ['/api/hooks/'];
const EXEMPT_EXACT = new Set(['/api/health', '/api/health.ready']);
const FILE = /\.[a-z0-9]+$/i;

/**
 * Every API call and page from a country the operator is not licensed for answers 451: a call
 * with `{ code: 'JURISDICTION' }`, a page with the app's document (which then shows why, in the
 * visitor's language). Static files stay reachable so that page can render. The client address
 * is Fastify's `request.ip`: X-Forwarded-For counts only from TRUST_PROXY's proxies.
 */
export const registerJurisdictionGate = (app: FastifyInstance, db: Database): CachedSetting<Rules> => {
  const rules = new CachedSetting(async () => rulesOf(await readJurisdictions(db)), 10_000);
  // Pages refused: whatever answers them (the app's document), the status is 451.
  const refusedPages = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (refusedPages.has(request)) reply.code(451);
    done(null, payload);
  });
  const judge = (current: Rules, request: FastifyRequest, isApi: boolean): void => {
    if (mayEnter(current, request.ip)) return;
    if (isApi) throw appError('JURISDICTION');
    refusedPages.add(request);
  };
  // With the rules fresh in the cache (nearly every request), decided without a promise; what
  // judge() throws there, Fastify answers as it answers a rejected hook.
  app.addHook('onRequest', (request, _reply, done): Promise<void> | undefined => {
    const path = pathOf(request.url);
    if (EXEMPT_EXACT.has(path) || EXEMPT.some((prefix) => path.startsWith(prefix))) {
      done();
      return undefined;
    }
    const isApi = path.startsWith('/api/') || path.startsWith('/poy-api/');
    if (!isApi && FILE.test(path)) {
      done();
      return undefined;
    }
    const known = rules.fresh();
    if (!known) return rules.current().then((current) => judge(current, request, isApi));
    judge(known.value, request, isApi);
    done();
    return undefined;
  });
  return rules;
};
