import { z } from 'zod';
import { ACCOUNT_STATUSES, isAccountStatus, type AccountStatus } from '../members/account-status.ts';
import { wholeNumber } from '../validation/whole-number.ts';

export const pageQuery = {
  page: wholeNumber(z.number().int().min(1).max(100_000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(100)).default(20),
};

/** q: username prefix, phone number, member uuid, visitorId (and bank account number once banks exist). */
export const adminMemberSearchQuery = z.object({ q: z.string().trim().max(100).default(''), ...pageQuery });

export const memberUuidSchema = z.uuid('Member uuid is invalid');
export const adminMemberQuery = z.object({ uuid: memberUuidSchema });
export const adminMemberRequest = z.object({ uuid: memberUuidSchema });

const STATUS_MESSAGE = `Status must be one of ${ACCOUNT_STATUSES.join(', ')}`;

export const adminMemberStatusRequest = z.object({
  uuid: memberUuidSchema,
  status: z
    .number({ error: STATUS_MESSAGE })
    .int(STATUS_MESSAGE)
    .refine((value): value is AccountStatus => isAccountStatus(value), STATUS_MESSAGE),
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});
