import { STAFF_MESSAGES } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError, validationError } from '../../platform/errors.ts';
import { matchTotp } from '../../platform/staff-auth/index.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { activatePendingTotp, totpSecretsOf } from './staff-repository.ts';

/**
 * Activates the pending secret once a code made from it is shown, remembers that code's step
 * (so it cannot log in too), and issues 10 recovery codes, returned once and stored hashed.
 */
export const confirmTotpEnrolment = async (
  db: Database,
  actor: AuditActor & { staffId: bigint },
  code: string,
  nowSeconds = Date.now() / 1000,
): Promise<{ recoveryCodes: string[] }> => {
  const row = await totpSecretsOf(db, actor.staffId);
  if (row?.active) throw appError('TOTP_ALREADY_ENROLLED');
  if (!row?.pending) throw appError('TOTP_ENROLMENT_NOT_STARTED');
  const step = matchTotp(row.pending, code, nowSeconds);
  if (step === null) throw validationError({ code: STAFF_MESSAGES.totpInvalid });
  const pending = row.pending;

  return withAudit(db, actor, async (tx) => {
    if (!(await activatePendingTotp(tx, actor.staffId, pending, step)))
      throw appError('TOTP_ENROLMENT_CHANGED');
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.staffId);
    return {
      result: { recoveryCodes },
      audit: {
        action: 'staff.totp.enroll',
        targetType: 'staff',
        targetId: actor.staffId.toString(),
        before: { totpEnrolled: false },
        after: { totpEnrolled: true, recoveryCodes: recoveryCodes.length },
      },
    };
  });
};
