/**
 * Seeds a Super Admin per spec file that needs staff calls, so their TOTP logins never share a
 * 30 s step with another spec's (a code is accepted once per step and staff). Runs before the
 * server starts, like seed-members.ts; the rows are what demo-seed writes for `admin`.
 */
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { staff } from '../../apps/server/src/db/schema/index.ts';
import { hashPin } from '../../apps/server/src/platform/pin-hash.ts';
import { SESSION_STAFF, MAINTENANCE_STAFF } from './staff-api.ts';

export async function seedE2eStaff(dataDir: string): Promise<void> {
  const connection = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    await connection.migrate();
    for (const who of [SESSION_STAFF, MAINTENANCE_STAFF]) {
      await connection.db
        .insert(staff)
        .values({
          username: who.username,
          pinHash: await hashPin(who.pin),
          role: 'Super Admin',
          totpSecret: who.totpSecret,
        })
        .onConflictDoNothing();
    }
  } finally {
    await connection.close();
  }
}
