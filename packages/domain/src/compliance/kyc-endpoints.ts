import { UPLOAD_ERRORS } from '../content/content-errors.ts';
import { endpointGroup } from '../contract/endpoint-group.ts';
import { staffActions } from '../contract/staff-actions.ts';
import {
  adminKycApproveRequest,
  adminKycCheck,
  adminKycQuery,
  adminKycRejectRequest,
  adminKycResult,
  kycAnswer,
  kycCheck,
  kycCreateRequest,
  kycThresholds,
  kycThresholdsUpdate,
} from './kyc-schemas.ts';

/** The member's identity check (docs/compliance.md "Identity checks"). */
export const kycEndpoints = endpointGroup(
  { tags: ['compliance'], auth: { member: 'account' } },
  {
    read: {
      method: 'GET',
      path: '/api/kyc',
      response: kycAnswer,
      summary:
        "The member's latest identity check (null: none yet) and the withdrawal thresholds that need one",
    },
    create: {
      method: 'POST',
      path: '/api/kyc.create',
      body: kycCreateRequest,
      response: kycCheck,
      status: 201,
      errors: ['KYC_PENDING', 'KYC_APPROVED', ...UPLOAD_ERRORS],
      summary:
        'Send a photo of an ID document and a selfie (PNG, JPEG, GIF, WebP up to 2 MB each, type read from the bytes) for staff to review',
      description:
        'The pictures are kept privately (never under /media/); only staff with kyc.review see them. A check waiting or approved already: 409.',
    },
  },
);

const kycDecisions = staffActions(
  {
    path: '/api/admin/kyc',
    access: 'kyc.review',
    row: adminKycCheck,
    tags: ['admin: compliance'],
    list: {
      access: 'kyc.review',
      query: adminKycQuery,
      response: adminKycResult,
      summary: 'Identity checks, oldest first (PENDING by default in the web app), by status and member',
    },
  },
  {
    approve: {
      body: adminKycApproveRequest,
      errors: ['KYC_NOT_FOUND', 'ALREADY_DECIDED'],
      summary: 'Approve a waiting identity check: the member may withdraw above the thresholds. Audited.',
    },
    reject: {
      body: adminKycRejectRequest,
      errors: ['KYC_NOT_FOUND', 'ALREADY_DECIDED'],
      summary:
        'Reject a waiting identity check with a reason the member reads; they may send new pictures. Audited.',
    },
  },
);
export const adminKycEndpoints = kycDecisions;

/** The thresholds, in the `compliance` site setting (Super Admin, audited). */
export const adminKycSettingsEndpoints = endpointGroup(
  { tags: ['admin: compliance'], auth: { staff: 'site.manage' } },
  {
    read: {
      method: 'GET',
      path: '/api/admin/site.kyc',
      response: kycThresholds,
      summary: 'The withdrawal amounts above which an approved identity check is needed',
    },
    update: {
      method: 'POST',
      path: '/api/admin/site.kyc.update',
      body: kycThresholdsUpdate,
      response: kycThresholds,
      summary:
        'Set the single-withdrawal and lifetime thresholds (baht); the next withdrawal reads them. Audited.',
    },
  },
);

/** GET /api/admin/kyc.image: a picture's bytes (own content type), not `{ data }`. */
export const KYC_IMAGE_PATH = '/api/admin/kyc.image';
export const kycImageUrl = (id: string, which: 'document' | 'selfie'): string =>
  `${KYC_IMAGE_PATH}?id=${encodeURIComponent(id)}&which=${which}`;
