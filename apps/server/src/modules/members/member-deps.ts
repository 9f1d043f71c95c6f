import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface MemberDeps {
  db: Database;
  config: Config;
}
