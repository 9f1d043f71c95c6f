import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export interface MemberDeps {
  db: Database;
  config: Config;
}

/** Every success answer is `{ data }` (api-contract, Conventions). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const loginData = z.object({
  uuid: z.string(),
  status: z.number().int(),
  name: z.string().nullable(),
});
export const emptyData = z.object({});

export const supportDataSchema = z.object({
  activePopup: z.boolean(),
  activeSupport: z.boolean(),
  officePhoneNumber: z.string().nullable(),
  urlBailek: z.string().nullable(),
  urlPopup: z.string().nullable(),
  urlSupport: z.string().nullable(),
});

export const userInfoSchema = z.object({
  level: z.number().int(),
  lineId: z.string().nullable(),
  userName: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  lineUid: z.string().nullable(),
  hasPin: z.boolean(),
  cash: z.number(),
  afCash: z.number(),
  loyaltyPoint: z.number(),
  supportData: supportDataSchema,
});
