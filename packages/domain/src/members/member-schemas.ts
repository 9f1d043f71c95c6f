import { z } from 'zod';
import { birthDateSchema } from '../compliance/compliance-schemas.ts';
import { pinSchema } from '../validation/pin.ts';
import { wholeNumber } from '../validation/whole-number.ts';
import { MEMBER_MESSAGES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './member-messages.ts';

/** Spec §5: lowercase letters and digits, >= 6, and no run of one character longer than 4. */
export const userNameSchema = z
  .string({ error: MEMBER_MESSAGES.usernameRequired })
  .min(1, MEMBER_MESSAGES.usernameRequired)
  .regex(/^[a-z0-9]*$/, MEMBER_MESSAGES.usernameFormat)
  .min(USERNAME_MIN_LENGTH, MEMBER_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, MEMBER_MESSAGES.usernameTooLong)
  .refine((value) => !/(.)\1{4}/.test(value), MEMBER_MESSAGES.usernameRepeats);

/** A Thai mobile number: 10 digits starting 06, 08 or 09 (api-contract, Members). */
export const phoneNumberSchema = z
  .string({ error: MEMBER_MESSAGES.phoneInvalid })
  .regex(/^0[689]\d{8}$/, MEMBER_MESSAGES.phoneInvalid);

export const memberNameSchema = z
  .string()
  .trim()
  .min(2, MEMBER_MESSAGES.nameTooShort)
  .max(30, MEMBER_MESSAGES.nameTooLong);

export const emailSchema = z
  .string({ error: MEMBER_MESSAGES.emailRequired })
  .trim()
  .min(1, MEMBER_MESSAGES.emailRequired)
  .pipe(z.email(MEMBER_MESSAGES.emailInvalid));

/** Login checks presence only: the rules are for new PINs, an old account may predate them. */
export const loginRequest = z.object({
  userName: z
    .string({ error: MEMBER_MESSAGES.usernameRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.usernameRequired),
  password: z.string({ error: MEMBER_MESSAGES.pinEmpty }).min(1, MEMBER_MESSAGES.pinEmpty).max(100),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const optionalId = wholeNumber(z.number().int().nonnegative()).optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const signupRequest = z.object({
  userName: userNameSchema,
  password: pinSchema,
  phoneNumber: phoneNumberSchema,
  birthDate: birthDateSchema,
  agentId: optionalId,
  refUid: optionalId,
  referUrl: optionalText(2000),
  registerFromDomain: optionalText(255),
  slug: optionalText(64),
  employeeSlug: optionalText(64),
});
export type SignupRequest = z.infer<typeof signupRequest>;
