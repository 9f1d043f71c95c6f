import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import {
  staffCreateRequest,
  staffIdRequest,
  staffLoginRequest,
  staffRoleSchema,
  staffRoleUpdateRequest,
  totpEnrollConfirmRequest,
} from './staff-schemas.ts';

/** The signed-in staff member; `permissions` is empty while the session may only enrol TOTP. */
export const staffProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  totpEnrolled: z.boolean(),
  enrolmentRequired: z.boolean(),
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
});

/** A staff account as the management page lists it. */
export const staffView = z.object({
  id: z.number().int(),
  username: z.string(),
  role: staffRoleSchema,
  totpEnrolled: z.boolean(),
  locked: z.boolean(),
  failedLoginCount: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
});

export const totpEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** `data:image/svg+xml;base64,...`: an <img src> the admin page shows as is. */
  qrCode: z.string(),
});

const authTags = ['admin: auth'];
const staffTags = ['admin: staff'];
const manage = { staff: 'staff.manage' } as const;

export const adminAuthLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/auth.login',
  auth: { staff: 'public' },
  body: staffLoginRequest,
  response: staffProfile,
  errors: ['STAFF_INVALID_LOGIN', 'STAFF_LOCKED', 'TOTP_INVALID'],
  summary: 'Staff login (PIN, then TOTP or a recovery code when enrolled)',
  description:
    'Wrong PIN or code: 401 `Invalid username or password.` / `Invalid verification code.`; the 5th consecutive failure and every attempt after: 423 until a Super Admin unlocks. Enrolled and no `totpCode`: 400 VALIDATION with `fields.totpCode`. Sets the httpOnly `staffToken` cookie (path /api/admin) and the readable `staffCsrf` cookie to echo in `x-csrf-token`.',
  tags: authTags,
});

export const adminAuthLogoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/auth.logout',
  auth: { staff: 'session' },
  response: z.object({}),
  summary: 'Revoke this staff session and clear its cookies',
  tags: authTags,
});

export const adminAuthMeEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/auth.me',
  auth: { staff: 'session' },
  response: staffProfile,
  summary: 'The signed-in staff member, role and permissions',
  tags: authTags,
});

export const adminTotpEnrollStartEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/totp.enroll.start',
  auth: { staff: 'session' },
  response: totpEnrolment,
  errors: ['TOTP_ALREADY_ENROLLED'],
  summary: 'New TOTP secret with otpauth URI and QR code (SVG data URL)',
  description: '409 when already enrolled (a Super Admin resets it).',
  tags: authTags,
});

export const adminTotpEnrollConfirmEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/totp.enroll.confirm',
  auth: { staff: 'session' },
  body: totpEnrollConfirmRequest,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  errors: ['TOTP_ALREADY_ENROLLED', 'TOTP_ENROLMENT_NOT_STARTED', 'TOTP_ENROLMENT_CHANGED'],
  summary: 'Activate TOTP with a code from the app; returns 10 one-time recovery codes (shown once)',
  tags: authTags,
});

export const adminStaffListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/staff.list',
  auth: manage,
  response: z.array(staffView),
  summary: 'All staff accounts',
  tags: staffTags,
});

export const adminStaffCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/staff.create',
  auth: manage,
  body: staffCreateRequest,
  response: z.object({ id: z.number().int(), username: z.string(), role: staffRoleSchema }),
  status: 201,
  errors: ['STAFF_USERNAME_TAKEN'],
  summary: 'Create a staff account (no TOTP yet: enrolled at first login)',
  tags: staffTags,
});

export const adminStaffRoleUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/staff.role.update',
  auth: manage,
  body: staffRoleUpdateRequest,
  response: staffView,
  errors: ['STAFF_NOT_FOUND', 'LAST_SUPER_ADMIN'],
  summary: "Change a staff member's role (409 if no active Super Admin would remain)",
  tags: staffTags,
});

/** The four one-click actions on a staff account: same body (the id), same answer (the account after). */
const staffAction = <P extends string>(path: P, summary: string, errors: readonly ErrorCode[] = []) =>
  endpoint({
    method: 'POST',
    path,
    auth: manage,
    body: staffIdRequest,
    response: staffView,
    errors: ['STAFF_NOT_FOUND', ...errors],
    summary,
    tags: staffTags,
  });

export const adminStaffUnlockEndpoint = staffAction('/api/admin/staff.unlock', 'Clear a staff login lockout');
export const adminStaffTotpResetEndpoint = staffAction(
  '/api/admin/staff.totp.reset',
  'Remove TOTP and recovery codes and end all sessions (lost phone)',
);
export const adminStaffDisableEndpoint = staffAction(
  '/api/admin/staff.disable',
  'Disable an account and end its sessions (not yourself, not the last Super Admin)',
  ['CANNOT_DISABLE_SELF', 'LAST_SUPER_ADMIN'],
);
export const adminStaffEnableEndpoint = staffAction(
  '/api/admin/staff.enable',
  'Re-enable a disabled account',
);
