import { MAINTENANCE_DEFAULT_MESSAGE } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../platform/settings.ts';

export const MAINTENANCE_KEY = 'maintenance';

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
 * keeps that off the database. The node that changes it forgets its cache at once; other nodes
 * follow within TTL_MS (docs/back-office.md).
 */
export class MaintenanceState {
  static readonly TTL_MS = 2000;
  private cached: { value: Maintenance; at: number } | null = null;

  /** `retryAfterSeconds`: how soon clients ask again (the gate's Retry-After, the public answer's `retryAfter`). */
  constructor(
    private readonly db: Database,
    readonly retryAfterSeconds = 30,
  ) {}

  async current(): Promise<Maintenance> {
    if (this.cached && Date.now() - this.cached.at < MaintenanceState.TTL_MS) return this.cached.value;
    const value = await readMaintenance(this.db);
    this.cached = { value, at: Date.now() };
    return value;
  }

  forget(): void {
    this.cached = null;
  }
}
