import type { adminKycCheck, adminKycResult, KycCheck, KycStatus } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { keepPrivateImages, type FileStorage } from '../../../platform/storage/index.ts';
import {
  adminKycPage,
  adminKycRow,
  blockingKycStatus,
  insertKycCheck,
  lockKycCheck,
  recordKycDecision,
  type AdminKycRow,
  type MemberKycRow,
} from './kyc-repository.ts';

export const memberKycOf = (row: MemberKycRow): KycCheck => ({
  status: row.status,
  reason: row.reason,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
});

const refusal = (status: KycStatus) => appError(status === 'APPROVED' ? 'KYC_APPROVED' : 'KYC_PENDING');

/**
 * A member sends their ID document and selfie. Both pictures are checked before either is kept
 * (privately: never under /media/), and nothing is kept while a check waits or after one passed.
 */
export const submitKyc = async (
  db: Database,
  storage: FileStorage,
  memberId: bigint,
  input: { document: string; selfie: string },
): Promise<KycCheck> => {
  const blocking = await blockingKycStatus(db, memberId);
  if (blocking) throw refusal(blocking);
  const [documentKey = '', selfieKey = ''] = await keepPrivateImages(storage, [input.document, input.selfie]);
  const row = await insertKycCheck(db, { memberId, documentKey, selfieKey });
  // Two submissions at once: the one-pending index lets one in (the other's pictures stay unused).
  if (!row) throw refusal((await blockingKycStatus(db, memberId)) ?? 'PENDING');
  return memberKycOf(row);
};

const adminKycOf = (row: AdminKycRow): z.output<typeof adminKycCheck> => ({
  id: row.id,
  memberUuid: row.member_uuid,
  userName: row.user_name,
  name: row.name,
  status: row.status,
  reason: row.reason,
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at,
  submittedAt: row.submitted_at,
});

export const listKycChecks = async (
  db: Database,
  query: { status?: KycStatus | undefined; q: string; page: number; pageSize: number },
): Promise<z.output<typeof adminKycResult>> => {
  const list = await adminKycPage(db, query, query);
  return { ...list, items: list.items.map(adminKycOf) };
};

/** Approves or rejects a waiting check under its row lock, audited on the member. */
export const decideKyc = (
  db: Database,
  actor: AuditActor & { staffId: bigint },
  input: { id: string; status: 'APPROVED' | 'REJECTED'; reason: string | null },
): Promise<z.output<typeof adminKycCheck>> =>
  withAudit(db, actor, async (tx) => {
    const row = await lockKycCheck(tx, input.id);
    if (!row) throw appError('KYC_NOT_FOUND');
    if (row.status !== 'PENDING')
      throw appError('ALREADY_DECIDED', { subject: 'identity check', status: row.status });
    await recordKycDecision(tx, row.id, { ...input, staffId: actor.staffId });
    const decided = await adminKycRow(tx, row.id);
    return {
      result: adminKycOf(decided!),
      audit: {
        action: input.status === 'APPROVED' ? 'member.kyc.approve' : 'member.kyc.reject',
        targetType: 'member',
        targetId: row.member_uuid,
        before: { kycCheckId: row.id, status: row.status },
        after: { kycCheckId: row.id, status: input.status, reason: input.reason },
      },
    };
  });
