import { endpoint } from '../contract/endpoint.ts';
import { forgotPasswordOtpRequest, forgotPasswordRequest } from './account-schemas.ts';
import { lineLoginRequest, lineLoginUrlQuery } from './line-schemas.ts';
import { emptyAnswer, lineLoginUrlAnswer, loginAnswer, otpAnswer } from './member-answers.ts';

const tags = ['members'];

export const usersForgotPasswordOtpEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.forgot-password.otp',
  auth: 'public',
  body: forgotPasswordOtpRequest,
  response: otpAnswer,
  errors: ['RATE_LIMITED'],
  summary: 'Send a forgot-PIN OTP by SMS (same answer for unknown pairs)',
  tags,
});

export const usersForgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.forgot-password',
  auth: 'public',
  body: forgotPasswordRequest,
  response: emptyAnswer,
  errors: ['OTP_INVALID', 'RATE_LIMITED'],
  summary: 'Set a new PIN with the SMS OTP; revokes every session',
  tags,
});

export const usersLineLoginUrlEndpoint = endpoint({
  method: 'GET',
  path: '/api/users.line-login.url',
  auth: 'public',
  query: lineLoginUrlQuery,
  response: lineLoginUrlAnswer,
  errors: ['LINE_REDIRECT_NOT_ALLOWED', 'LINE_LOGIN_UNAVAILABLE', 'RATE_LIMITED'],
  summary: 'Start LINE Login: authorization URL (state, nonce, PKCE kept server-side)',
  tags,
});

export const usersLineLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.line-login',
  auth: 'public',
  body: lineLoginRequest,
  response: loginAnswer,
  errors: [
    'LINE_STATE_INVALID',
    'LINE_LOGIN_FAILED',
    'LINE_LOGIN_UNAVAILABLE',
    'UNKNOWN_AFFILIATE',
    'FORBIDDEN',
    'RATE_LIMITED',
  ],
  summary: 'LINE Login callback: exchange the code, register on first use, start a session',
  tags,
});
