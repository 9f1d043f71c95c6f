import { z } from 'zod';
import { ACCOUNT_STATUSES, isAccountStatus, type AccountStatus } from '../members/account-status.ts';
import { limitsSchema } from '../compliance/compliance-schemas.ts';
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

/** An account status as answers carry it (one of the contract's table). */
export const accountStatusAnswer = z.literal(ACCOUNT_STATUSES);

export const adminMemberRow = z.object({
  uuid: z.string(),
  userName: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: accountStatusAnswer,
  locked: z.boolean(),
  createdAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMembersResult = z.object({
  items: z.array(adminMemberRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** One visitorId the member was seen on. */
export const adminMemberDevice = z.object({
  visitorId: z.string(),
  seen: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  lastIp: z.string().nullable(),
  lastUserAgent: z.string().nullable(),
});

/** Another member seen on one of this member's visitorIds. */
export const adminLinkedMember = z.object({
  uuid: z.string(),
  userName: z.string(),
  status: accountStatusAnswer,
  via: z.literal('visitorId'),
  visitorIds: z.array(z.string()),
});

export const adminMemberDetail = z.object({
  uuid: z.string(),
  userName: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  lineId: z.string().nullable(),
  lineLinked: z.boolean(),
  level: z.number(),
  status: accountStatusAnswer,
  agentId: z.number(),
  afSlug: z.string(),
  createdAt: z.string(),
  lockout: z.object({ locked: z.boolean(), failedLoginCount: z.number(), lockedAt: z.string().nullable() }),
  activeSessions: z.number(),
  devices: z.array(adminMemberDevice),
  linkedMembers: z.array(adminLinkedMember),
  /** Read-only (docs/compliance.md): no staff role changes a member's limits or break. */
  selfExclusion: z.object({ until: z.string().nullable() }).nullable(),
  limits: limitsSchema,
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;
