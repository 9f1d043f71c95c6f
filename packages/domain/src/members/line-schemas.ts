import { wholeNumber } from '../validation/whole-number.ts';
import { z } from 'zod';

const optionalId = wholeNumber(z.number().int().nonnegative()).optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();
// Query strings carry text; JSON may carry a boolean.
const optionalFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** The affiliate fields of users.signup that a LINE sign-up carries too (api-contract, Members). */
export const lineAffiliateFields = z.object({
  agentId: optionalId,
  refUid: optionalId,
  slug: optionalText(64),
  employeeSlug: optionalText(64),
  registerFromDomain: optionalText(255),
  fromAfLink: optionalFlag,
});
export type LineAffiliate = z.infer<typeof lineAffiliateFields>;

export const lineLoginUrlQuery = lineAffiliateFields.extend({
  redirectUri: z.string({ error: 'redirectUri is required' }).min(1, 'redirectUri is required').max(500),
});

export const lineLoginRequest = lineAffiliateFields.extend({
  code: z.string({ error: 'code is required' }).min(1, 'code is required').max(2048),
  state: z.string({ error: 'state is required' }).min(1, 'state is required').max(200),
  redirectUri: z.string({ error: 'redirectUri is required' }).min(1, 'redirectUri is required').max(500),
});
export type LineLoginRequest = z.infer<typeof lineLoginRequest>;
