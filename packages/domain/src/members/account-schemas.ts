import { z } from 'zod';
import { PIN_MESSAGES, pinSchema } from '../validation/pin.ts';
import {
  MEMBER_MESSAGES,
  emailSchema,
  memberNameSchema,
  phoneNumberSchema,
  userNameSchema,
} from './member-schemas.ts';

export const changePasswordRequest = z.object({
  oldPassword: z.string({ error: PIN_MESSAGES.required }).min(1, PIN_MESSAGES.required).max(100),
  newPassword: pinSchema,
});

export const forgotPasswordOtpRequest = z.object({
  userName: userNameSchema,
  phoneNumber: phoneNumberSchema,
});

export const OTP_MESSAGES = {
  format: 'OTP must be 6 digits',
  invalid: 'OTP is invalid or expired',
} as const;

export const forgotPasswordRequest = z.object({
  userName: userNameSchema,
  phoneNumber: phoneNumberSchema,
  newPassword: pinSchema,
  otpCode: z.string({ error: OTP_MESSAGES.format }).regex(/^\d{6}$/, OTP_MESSAGES.format),
  refOtpCode: z.string({ error: OTP_MESSAGES.invalid }).regex(/^[A-Z0-9]{4,12}$/, OTP_MESSAGES.invalid),
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

export const updatePhoneNumberRequest = z.object({ phoneNumber: phoneNumberSchema });
