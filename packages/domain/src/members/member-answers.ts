import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';

/** users.login, users.line-login: who is now signed in (the token travels in header and cookies). */
export const loginAnswer = z.object({
  uuid: z.string(),
  status: z.number().int(),
  name: z.string().nullable(),
});

export const authAnswer = loginAnswer.extend({ userName: z.string() });

export const signupAnswer = z.object({ uuid: z.string(), userName: z.string(), status: z.number().int() });

/** A call that answers nothing but success. */
export const emptyAnswer = z.object({});

/** An SMS code was sent (or, for an unknown forgot-PIN pair, pretended to be). */
export const otpAnswer = z.object({ refOtpCode: z.string(), expiresAt: z.string() });

export const phoneNumberAnswer = z.object({ phoneNumber: z.string() });

export const lineLoginUrlAnswer = z.object({ url: z.string() });

/** The member's agent's support settings (the centre agent's when theirs is missing). */
export const supportDataAnswer = z.object({
  activePopup: z.boolean(),
  activeSupport: z.boolean(),
  officePhoneNumber: z.string().nullable(),
  urlBailek: z.string().nullable(),
  urlPopup: z.string().nullable(),
  urlSupport: z.string().nullable(),
});

/** userInfo of spec §3; cash is what the member may spend (balance - held). */
export const userInfoAnswer = z.object({
  level: z.number().int(),
  lineId: z.string().nullable(),
  userName: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  lineUid: z.string().nullable(),
  /** False for a member registered through LINE who has not set a PIN yet (users.set-password). */
  hasPin: z.boolean(),
  /** `YYYY-MM-DD`; null: not given yet (asked before anything else, docs/compliance.md). */
  birthDate: z.string().nullable(),
  cash: bahtAnswer,
  afCash: bahtAnswer,
  loyaltyPoint: bahtAnswer,
  supportData: supportDataAnswer,
});
export type UserInfo = z.output<typeof userInfoAnswer>;
