import { endpoint } from '../contract/endpoint.ts';
import { phoneNumberOtpRequest, updatePhoneNumberRequest, updateUserInfoRequest } from './account-schemas.ts';
import { deviceAnswer, devicePayload } from './device-schemas.ts';
import { otpAnswer, phoneNumberAnswer, userInfoAnswer } from './member-answers.ts';

const tags = ['members'];

export const usersInfosEndpoint = endpoint({
  method: 'GET',
  path: '/api/users-infos',
  auth: { member: 'account' },
  response: userInfoAnswer,
  summary: "The caller's userInfo (spec §3), balances in baht",
  tags,
});

export const usersInfosUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/users-infos.update',
  auth: { member: 'member' },
  body: updateUserInfoRequest,
  response: userInfoAnswer,
  summary: "Update the caller's avatar, email, lineId or name",
  tags,
});

export const devicesEndpoint = endpoint({
  method: 'POST',
  path: '/api/devices',
  // Public: a valid token that comes along links the device to the member, an invalid one is ignored.
  auth: 'public',
  body: devicePayload,
  response: deviceAnswer,
  errors: ['DEVICE_TOO_LARGE', 'RATE_LIMITED'],
  summary: 'Record a browser fingerprint (spec §3); linked to the member when a valid token comes along',
  tags,
});

export const usersPhoneNumberOtpEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.phone-number.otp',
  auth: { member: 'member' },
  body: phoneNumberOtpRequest,
  response: otpAnswer,
  errors: ['PHONE_TAKEN', 'RATE_LIMITED'],
  summary: 'Send a 6-digit code by SMS to the number the caller wants to add',
  description:
    'At most 3 a member per 15 min (429 with Retry-After). A number another member holds: 409 `Phone number already exists`, no SMS.',
  tags,
});

export const usersPhoneNumberUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.phone-number.update',
  auth: { member: 'member' },
  body: updatePhoneNumberRequest,
  response: phoneNumberAnswer,
  errors: ['OTP_INVALID', 'PHONE_TAKEN', 'RATE_LIMITED'],
  summary: "Set the caller's phone number with the code sent to it",
  description:
    'Wrong, used or expired code: 400 `OTP is invalid or expired` (5 tries, single use). Number another member holds: 409.',
  tags,
});
