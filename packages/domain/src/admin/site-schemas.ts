import { z } from 'zod';
import { rateToHundredths } from '../bet/rates.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A host name as site-details matches it: the Host header without its port, lower case. */
export const domainNameSchema = z
  .string({ error: 'Domain is invalid' })
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Domain is invalid',
  );

const domainDetails = {
  title: optionalText(200),
  description: optionalText(1000),
  siteVerification: optionalText(200),
  gaID: optionalText(50),
};
export const siteDomainCreateRequest = z.object({ domain: domainNameSchema, ...domainDetails });
export const siteDomainUpdateRequest = z.object({ domain: domainNameSchema, ...domainDetails });
export const siteDomainDeleteRequest = z.object({ domain: domainNameSchema });

const url = z
  .url({ protocol: /^https?$/, error: 'URL must start with http:// or https://' })
  .max(500)
  .nullable()
  .optional();
export const agentFields = {
  name: z.string().trim().min(1, 'Name is required').max(100),
  phoneNumber: optionalText(30),
  activePopup: z.boolean().default(false),
  activeSupport: z.boolean().default(false),
  urlBailek: url,
  urlPopup: url,
  urlSupport: url,
};
export const agentIdSchema = z.number().int().positive().max(2_147_483_647);
export const agentCreateRequest = z.object({ id: agentIdSchema, ...agentFields });
export const agentUpdateRequest = z.object({ id: agentIdSchema, ...agentFields });
export const agentDeleteRequest = z.object({ id: agentIdSchema });

export const maintenanceUpdateRequest = z.object({
  enabled: z.boolean(),
  message: z.string().trim().max(1000).optional(),
});

/**
 * A credited deposit must be bet `depositMultiplier` × its amount before a withdrawal (a Thai
 * anti-laundering norm); 0 turns the requirement off. Hundredths at most (1.5 ×).
 */
export const DEFAULT_DEPOSIT_TURNOVER_MULTIPLIER = 1;
export const TURNOVER_SETTING_MESSAGES = {
  range: 'Multiplier must be 0 to 50',
  decimals: 'Multiplier has at most 2 decimals',
} as const;
export const turnoverSettingsSchema = z.object({
  depositMultiplier: z
    .number(TURNOVER_SETTING_MESSAGES.range)
    .min(0, TURNOVER_SETTING_MESSAGES.range)
    .max(50, TURNOVER_SETTING_MESSAGES.range)
    .refine((v) => rateToHundredths(v) !== null, TURNOVER_SETTING_MESSAGES.decimals),
});
export type TurnoverSettings = z.infer<typeof turnoverSettingsSchema>;
