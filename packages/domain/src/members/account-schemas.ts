import { z } from 'zod';
import { PIN_MESSAGES } from '../validation/pin-rules.ts';
import { pinSchema } from '../validation/pin.ts';
import { MEMBER_MESSAGES, OTP_MESSAGES } from './member-messages.ts';
import { emailSchema, memberNameSchema, phoneNumberSchema, userNameSchema } from './member-schemas.ts';

export const changePasswordRequest = z.object({
  oldPassword: z.string({ error: PIN_MESSAGES.required }).min(1, PIN_MESSAGES.required).max(100),
  newPassword: pinSchema,
});

/** users.set-password: a first PIN, for a member who has none (registered through LINE). */
export const setPasswordRequest = z.object({ newPassword: pinSchema });

export const forgotPasswordOtpRequest = z.object({
  userName: userNameSchema,
  phoneNumber: phoneNumberSchema,
});

const otpCodeSchema = z.string({ error: OTP_MESSAGES.format }).regex(/^\d{6}$/, OTP_MESSAGES.format);
const refOtpCodeSchema = z
  .string({ error: OTP_MESSAGES.invalid })
  .regex(/^[A-Z0-9]{4,12}$/, OTP_MESSAGES.invalid);

export const forgotPasswordRequest = z.object({
  userName: userNameSchema,
  phoneNumber: phoneNumberSchema,
  newPassword: pinSchema,
  otpCode: otpCodeSchema,
  refOtpCode: refOtpCodeSchema,
});

/** users-infos.update: every field optional, but not all missing ('data is null', spec §8). */
export const updateUserInfoRequest = z
  .object({
    avatar: z.string().trim().max(500).optional(),
    email: emailSchema.optional(),
    lineId: z.string().trim().max(50).optional(),
    name: memberNameSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MEMBER_MESSAGES.dataIsNull,
  });

/** users.phone-number.otp: an SMS code to the number the member wants to add. */
export const phoneNumberOtpRequest = z.object({ phoneNumber: phoneNumberSchema });

/** users.phone-number.update: only a number proven by the code sent to it (users.phone-number.otp). */
export const updatePhoneNumberRequest = z.object({
  phoneNumber: phoneNumberSchema,
  refOtpCode: refOtpCodeSchema,
  otpCode: otpCodeSchema,
});
