import { z } from 'zod';
import { endpointGroup } from '../contract/endpoint-group.ts';
import { wholeNumber } from '../validation/whole-number.ts';

/** Who a staff broadcast reaches (docs/support.md "Staff broadcast"). */
export const BROADCAST_AUDIENCES = ['ALL', 'LEVEL', 'AGENT'] as const;
export type BroadcastAudienceKind = (typeof BROADCAST_AUDIENCES)[number];

const LEVEL_MESSAGE = 'minLevel must be a whole number from 0 to 100';
const AGENT_MESSAGE = 'agentId must be an agent id';

/**
 * ALL: every member who can read the inbox (not banned, not awaiting approval); LEVEL: those at
 * `minLevel` or above (as promotions' audiences); AGENT: the members of agent `agentId`.
 */
export const broadcastAudience = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES),
    minLevel: wholeNumber(z.number().int().min(0, LEVEL_MESSAGE).max(100, LEVEL_MESSAGE)).optional(),
    agentId: wholeNumber(z.number().int().min(1, AGENT_MESSAGE).max(2_147_483_647, AGENT_MESSAGE)).optional(),
  })
  .refine((a) => a.audience !== 'LEVEL' || a.minLevel !== undefined, {
    path: ['minLevel'],
    message: 'minLevel is required for the LEVEL audience',
  })
  .refine((a) => a.audience !== 'AGENT' || a.agentId !== undefined, {
    path: ['agentId'],
    message: 'agentId is required for the AGENT audience',
  });
export type BroadcastAudience = z.output<typeof broadcastAudience>;

const TEXT_MESSAGE = 'Text must be at most 500 characters';
const optionalText = z.string().trim().max(500, TEXT_MESSAGE).default('');

/** Plain text (no HTML) per language; Thai is required and shows where a language is empty. */
export const broadcastTexts = z.object({
  th: z
    .string({ error: 'Thai text is required' })
    .trim()
    .min(1, 'Thai text is required')
    .max(500, TEXT_MESSAGE),
  en: optionalText,
  kh: optionalText,
  mm: optionalText,
});

const manage = { staff: 'notifications.broadcast' } as const;

export const adminBroadcastEndpoints = endpointGroup(
  { tags: ['admin: notifications'] },
  {
    preview: {
      method: 'GET',
      path: '/api/admin/notifications.broadcast.preview',
      auth: manage,
      query: broadcastAudience,
      response: z.object({ members: z.number() }),
      summary: 'How many members a broadcast to this audience would reach now',
    },
    send: {
      method: 'POST',
      path: '/api/admin/notifications.broadcast',
      auth: manage,
      body: z.object({ audience: broadcastAudience, text: broadcastTexts }),
      response: z.object({ members: z.number() }),
      summary:
        'One BROADCAST notification to every member of the audience (inbox, live badge, Web Push), in one statement. Audited.',
    },
  },
);
