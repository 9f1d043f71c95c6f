import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './platform/storage/index.ts';
import type { MaintenanceState } from './modules/site/maintenance-state.ts';

/** What the register step hands every feature's admin routes. */
export interface AdminDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'isProduction'>;
  maintenance: MaintenanceState;
  /** Uploaded files (content images; identity documents, privately). */
  storage: FileStorage;
}
