import { z } from 'zod';
import { wholeNumber } from '../validation/whole-number.ts';

/** Maintenance mode as members see it: while on, member calls answer 503 with `message`. */
export const maintenanceAnswer = z.object({ enabled: z.boolean(), message: z.string() });

export const agentSupportQuery = z.object({
  agentId: wholeNumber(z.number().int().positive().max(2_147_483_647)).optional(),
});

export const agentSupportAnswer = z.object({
  phoneNumber: z.string().nullable(),
  activePopup: z.boolean(),
  activeSupport: z.boolean(),
  urlBailek: z.string().nullable(),
  urlPopup: z.string().nullable(),
  urlSupport: z.string().nullable(),
});

export const siteDetailsAnswer = z.object({
  title: z.string(),
  description: z.string(),
  siteVerification: z.string(),
  gaID: z.string(),
});
