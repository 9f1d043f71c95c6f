import { z } from 'zod';

/**
 * Spec §3 fingerprint payload. Browsers differ in what they report, so only the visitorId is
 * checked strictly; everything else is kept as sent (bounded in size by the server).
 */
export const devicePayload = z.looseObject({
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'visitorId must be 1 to 64 letters, digits, _ or -')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type DevicePayload = z.infer<typeof devicePayload>;

export const deviceAnswer = z.object({ visitorId: z.string() });
