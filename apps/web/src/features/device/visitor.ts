import { devicesEndpoint } from '@chokdee/domain';
import { callApi } from '../../lib/call-api.ts';
import { collectDevicePayload } from './payload.ts';

/** Spec §3 visitor record, cached in localStorage for 6 h (spec §9: 21,600,000 ms). */
export interface VisitorRecord {
  visitorId: string;
  /** Issued / expires, ms since epoch. */
  iat: number;
  exp: number;
  /** The member the record was made for ('' for a guest). */
  uuid: string;
}

export const VISITOR_KEY = 'chokdee.visitor';
export const VISITOR_TTL_MS = 21_600_000;

export function parseVisitor(raw: string | null): VisitorRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VisitorRecord>;
    if (typeof value.visitorId !== 'string' || typeof value.iat !== 'number' || typeof value.exp !== 'number')
      return null;
    return {
      visitorId: value.visitorId,
      iat: value.iat,
      exp: value.exp,
      uuid: typeof value.uuid === 'string' ? value.uuid : '',
    };
  } catch {
    return null;
  }
}

/** Spec §4: refresh when missing, expired, or made for another member (uuid differs). */
export function needsRefresh(record: VisitorRecord | null, uuid: string, now: number): boolean {
  if (!record || record.visitorId === '') return true;
  if (now >= record.exp) return true;
  return record.uuid !== uuid;
}

const readStored = (): VisitorRecord | null => {
  try {
    return parseVisitor(localStorage.getItem(VISITOR_KEY));
  } catch {
    return null;
  }
};

/** The FingerprintJS visitor id; its library is a separate chunk, loaded only when needed. */
async function fingerprint(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load();
  const result = await agent.get();
  return result.visitorId;
}

export interface VisitorDeps {
  now?: () => number;
  getFingerprint?: () => Promise<string>;
  send?: (payload: Record<string, unknown>) => Promise<unknown>;
}

let inFlight: Promise<string> | undefined;

/**
 * The cached visitor id, refreshed (fingerprint + `POST /api/devices`) when the cache rules say so.
 * A failure is logged and yields '' (spec §8); it never blocks the page.
 */
export function ensureVisitorId(uuid = '', deps: VisitorDeps = {}): Promise<string> {
  const now = deps.now ?? Date.now;
  const cached = readStored();
  if (!needsRefresh(cached, uuid, now())) return Promise.resolve(cached?.visitorId ?? '');
  inFlight ??= (async () => {
    try {
      const visitorId = await (deps.getFingerprint ?? fingerprint)();
      const send = deps.send ?? ((payload) => callApi(devicesEndpoint, payload));
      await send(collectDevicePayload(visitorId, uuid));
      const iat = now();
      const record: VisitorRecord = { visitorId, iat, exp: iat + VISITOR_TTL_MS, uuid };
      try {
        localStorage.setItem(VISITOR_KEY, JSON.stringify(record));
      } catch {
        // storage full or disabled: the next page load fingerprints again
      }
      return visitorId;
    } catch (error) {
      console.error('device fingerprint failed', error);
      return '';
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}
