import { z } from 'zod';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtInput } from '../money/baht-input.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';

/** An identity check's life (docs/compliance.md "Identity checks"). */
export const KYC_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** The two pictures of a check. */
export const KYC_IMAGES = ['document', 'selfie'] as const;
export type KycImage = (typeof KYC_IMAGES)[number];

/** A single withdrawal above this needs an approved check, unless staff change it (baht). */
export const DEFAULT_KYC_WITHDRAWAL_BAHT = 20_000;
/** Lifetime withdrawals (paid and waiting) above this need one too (baht). */
export const DEFAULT_KYC_LIFETIME_BAHT = 100_000;

const IMAGE_MESSAGE = 'Please add a photo';
// 2 MB of bytes is about 2.8 million base64 characters; the bytes' own check is the server's.
const kycImageData = z.string({ error: IMAGE_MESSAGE }).min(1, IMAGE_MESSAGE).max(3_000_000, IMAGE_MESSAGE);

/** The photo of an ID document and a selfie, each base64 (a data: URL is accepted too). */
export const kycCreateRequest = z.object({ document: kycImageData, selfie: kycImageData });
export type KycCreateRequest = z.input<typeof kycCreateRequest>;

/** The member's latest check, without its pictures. */
export const kycCheck = z.object({
  status: z.enum(KYC_STATUSES),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycCheck = z.input<typeof kycCheck>;

/** The thresholds above which a withdrawal needs an approved check (baht). */
export const kycThresholds = z.object({ kycWithdrawalBaht: bahtAnswer, kycLifetimeBaht: bahtAnswer });
export type KycThresholds = z.input<typeof kycThresholds>;

/** GET /api/kyc. */
export const kycAnswer = z.object({ check: kycCheck.nullable(), thresholds: kycThresholds });
export type KycAnswer = z.input<typeof kycAnswer>;

/**
 * What the withdrawal screen needs to say before the member asks: whether they are checked, the
 * thresholds and what they have withdrawn so far (paid and waiting), all in baht.
 */
export const withdrawKycAnswer = z.object({
  approved: z.boolean(),
  status: z.enum(KYC_STATUSES).nullable(),
  singleAbove: bahtAnswer,
  lifetimeAbove: bahtAnswer,
  lifetimeWithdrawn: bahtAnswer,
});
export type WithdrawKyc = z.input<typeof withdrawKycAnswer>;

const THRESHOLD_MESSAGE = 'Enter an amount from 1 to 100,000,000 baht';
export const kycThresholdsUpdate = z.object({
  kycWithdrawalBaht: bahtInput({ message: THRESHOLD_MESSAGE, maxBaht: 100_000_000 }),
  kycLifetimeBaht: bahtInput({ message: THRESHOLD_MESSAGE, maxBaht: 100_000_000 }),
});

// ---- back office ----

const KYC_ID_MESSAGE = 'Identity check id is invalid';
const REASON_MESSAGE = 'Reason must be 3-500 characters';

export const adminKycQuery = z.object({
  status: z.enum(KYC_STATUSES).optional(),
  /** User name prefix or exact member uuid. */
  q: z.string().trim().max(100).default(''),
  ...pageQuery,
});

export const adminKycCheck = z.object({
  id: z.string(),
  memberUuid: z.string(),
  userName: z.string(),
  /** The profile name, to compare with the document. */
  name: z.string().nullable(),
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string(),
});
export type AdminKycCheck = z.input<typeof adminKycCheck>;

export const adminKycResult = z.object({
  items: z.array(adminKycCheck),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const adminKycImageQuery = z.object({
  id: idParamSchema(KYC_ID_MESSAGE),
  which: z.enum(KYC_IMAGES, { error: 'which must be document or selfie' }),
});
export const adminKycApproveRequest = z.object({ id: idParamSchema(KYC_ID_MESSAGE) });
export const adminKycRejectRequest = z.object({
  id: idParamSchema(KYC_ID_MESSAGE),
  reason: z.string({ error: REASON_MESSAGE }).trim().min(3, REASON_MESSAGE).max(500, REASON_MESSAGE),
});
