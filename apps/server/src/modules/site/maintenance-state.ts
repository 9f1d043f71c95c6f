import { MAINTENANCE_DEFAULT_MESSAGE } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { CachedSetting } from '../../platform/cached-setting.ts';
import { readSetting } from '../../platform/settings.ts';

export const MAINTENANCE_KEY = 'maintenance';
/** Broadcast to every node (app.realtime) after the flag's COMMIT: each forgets its cached flag. */
export const MAINTENANCE_CHANGED = 'maintenance-changed';

export interface Maintenance {
  enabled: boolean;
  message: string;
}

const OFF: Maintenance = { enabled: false, message: MAINTENANCE_DEFAULT_MESSAGE };

/** Reads the `maintenance` setting; a missing or malformed row means "off". */
export const readMaintenance = async (db: Database): Promise<Maintenance> => {
  const value = (await readSetting(db, MAINTENANCE_KEY)) as Partial<Maintenance> | undefined;
  if (!value || typeof value.enabled !== 'boolean') return OFF;
  return {
    enabled: value.enabled,
    message: typeof value.message === 'string' && value.message ? value.message : MAINTENANCE_DEFAULT_MESSAGE,
  };
};

/**
 * The maintenance flag as the gate sees it. Every member call asks; caching it for a short TTL
 * keeps that off the database. A change is broadcast to every node (MAINTENANCE_CHANGED), which
 * forgets its cache at once; a node the broadcast cannot reach follows within TTL_MS
 * (docs/back-office.md, docs/scaling.md).
 */
export class MaintenanceState extends CachedSetting<Maintenance> {
  static readonly TTL_MS = 2000;

  /** `retryAfterSeconds`: how soon clients ask again (the gate's Retry-After, the public answer's `retryAfter`). */
  constructor(
    db: Database,
    readonly retryAfterSeconds = 30,
  ) {
    super(() => readMaintenance(db), MaintenanceState.TTL_MS);
  }
}
