import { useSyncExternalStore } from 'react';
import { hasSession } from './session-marker.ts';

/**
 * What interrupts every member page at once, whatever the page was doing (spec §2, §6):
 * maintenance (the API answered 503 MAINTENANCE, or `site.maintenance` says so) and a session the
 * server no longer accepts (a 401 to a call made with a session), a member who must give a date of
 * birth first (docs/compliance.md). The shell shows the matching
 * screen instead of the page (app/shell/root-layout.tsx).
 */
export interface SiteStatus {
  /** The staff's message and how long to wait before asking again whether it is over. */
  maintenance: { message: string; retryAfterMs: number } | null;
  unauthorized: boolean;
  /** A money call answered BIRTH_DATE_REQUIRED: the member is asked before anything else. */
  birthDateRequired: boolean;
  /** A call answered 451: the site does not serve the visitor's country. */
  jurisdiction: boolean;
}

/** Used when the server does not say how long to wait (docs/web.md, Errors). */
export const DEFAULT_RETRY_AFTER_MS = 30_000;
const MIN_RETRY_AFTER_MS = 1_000;
const MAX_RETRY_AFTER_MS = 5 * 60_000;

let status: SiteStatus = {
  maintenance: null,
  unauthorized: false,
  birthDateRequired: false,
  jurisdiction: false,
};
/** Counts ends of maintenance: a 503 to a request sent before the last end is stale news. */
let maintenanceEnds = 0;
const listeners = new Set<() => void>();

const update = (next: SiteStatus): void => {
  status = next;
  listeners.forEach((listener) => listener());
};

/** Seconds (a Retry-After header or the `retryAfter` of site.maintenance) → a bounded wait in ms. */
export function retryAfterMs(seconds: unknown): number {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, Math.round(value * 1000)));
}

/** Pass to reportMaintenance the value read when the request was sent. */
export const maintenanceEpoch = (): number => maintenanceEnds;

export function reportMaintenance(
  message: string,
  waitMs: number = DEFAULT_RETRY_AFTER_MS,
  sentInEpoch: number = maintenanceEnds,
): void {
  // Answered 503 but sent before maintenance was seen to end: it says nothing about now.
  if (sentInEpoch !== maintenanceEnds) return;
  const current = status.maintenance;
  if (current && current.message === message && current.retryAfterMs === waitMs) return;
  update({ ...status, maintenance: { message, retryAfterMs: waitMs } });
}

export function endMaintenance(): void {
  if (!status.maintenance) return;
  maintenanceEnds += 1;
  update({ ...status, maintenance: null });
}

let endingOwnSession = false;

/**
 * While this tab logs itself out, the 401s and the socket's 4401 that follow are its own doing,
 * not a revocation elsewhere (features/auth/logout.ts).
 */
export function setEndingOwnSession(on: boolean): void {
  endingOwnSession = on;
}

/**
 * `fromSocket`: the live socket stops with the logout of its own tab, so its 4401 always means a
 * revocation, even when another tab of this browser already cleared the shared marker.
 */
export function reportUnauthorized(fromSocket = false): void {
  // No session left to revoke (this tab already logged out): a straggling answer says nothing.
  if (endingOwnSession || (!fromSocket && !hasSession())) return;
  if (!status.unauthorized) update({ ...status, unauthorized: true });
}

/** The member left the 401 page (its button): pages render again, as a guest. */
export function clearUnauthorized(): void {
  if (status.unauthorized) update({ ...status, unauthorized: false });
}

/** A 451 (on); it does not end within the visit, a new one is asked again. */
export function setJurisdiction(on: boolean): void {
  if (status.jurisdiction !== on) update({ ...status, jurisdiction: on });
}

export function setBirthDateRequired(on: boolean): void {
  if (status.birthDateRequired !== on) update({ ...status, birthDateRequired: on });
}

export const getSiteStatus = (): SiteStatus => status;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSiteStatus = (): SiteStatus => useSyncExternalStore(subscribe, getSiteStatus, getSiteStatus);
