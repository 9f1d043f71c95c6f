import { z } from 'zod';
import { pinSchema } from '../validation/pin.ts';
import { STAFF_ROLES } from './permissions.ts';
import { STAFF_MESSAGES } from './staff-errors.ts';

export const staffUsernameSchema = z
  .string({ error: STAFF_MESSAGES.username })
  .trim()
  .regex(/^[a-z0-9._-]{3,30}$/, STAFF_MESSAGES.username);
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });
export const staffIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** totpCode: a 6-digit TOTP code, or a recovery code (XXXXX-XXXXX) in its place. */
export const staffLoginRequest = z.object({
  username: z.string().trim().min(1, STAFF_MESSAGES.invalidLogin).max(100),
  password: z.string().min(1, 'Password is required').max(100),
  totpCode: z.string().trim().max(32).optional(),
});

export const totpEnrollConfirmRequest = z.object({
  code: z
    .string({ error: STAFF_MESSAGES.totpFormat })
    .trim()
    .regex(/^\d{6}$/, STAFF_MESSAGES.totpFormat),
});

export const staffCreateRequest = z.object({
  username: staffUsernameSchema,
  password: pinSchema,
  role: staffRoleSchema,
});
export const staffRoleUpdateRequest = z.object({ id: staffIdSchema, role: staffRoleSchema });
export const staffIdRequest = z.object({ id: staffIdSchema });
