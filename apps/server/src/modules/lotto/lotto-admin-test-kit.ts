/** Helpers for the back-office lotto API tests. Not a test file itself. */
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Audit rows of one round or family, oldest first (ids alone collide with staff ids in staff.login rows). */
export const lottoAuditOf = (
  t: TestApp,
  targetId: string,
  targetType: 'lotto_round' | 'lotto_family' = 'lotto_round',
) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.targetType, targetType)))
    .orderBy(auditLog.id);
