import { endpoint } from '../contract/endpoint.ts';
import { changePasswordRequest, setPasswordRequest } from './account-schemas.ts';
import { authAnswer, emptyAnswer, loginAnswer, signupAnswer } from './member-answers.ts';
import { loginRequest, signupRequest } from './member-schemas.ts';

const tags = ['members'];

export const usersSignupEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.signup',
  auth: 'public',
  body: signupRequest,
  response: signupAnswer,
  status: 201,
  errors: ['USERNAME_TAKEN', 'PHONE_TAKEN', 'UNKNOWN_AFFILIATE', 'RECAPTCHA_FAILED', 'RATE_LIMITED'],
  summary: 'Register a member; answers as login (token in header and cookies)',
  tags,
});

export const usersLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.login',
  auth: 'public',
  body: loginRequest,
  response: loginAnswer,
  errors: ['INVALID_CREDENTIALS', 'LOCKED', 'FORBIDDEN', 'RECAPTCHA_FAILED', 'RATE_LIMITED'],
  summary: 'Log in with user name and PIN; 401 wrong, 423 locked after the 5th failure, 403 banned',
  tags,
});

export const usersAuthEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.auth',
  auth: { member: 'account' },
  response: authAnswer,
  summary: 'The caller behind the token (current status from the database)',
  tags,
});

export const usersLogoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.logout',
  auth: { member: 'account' },
  response: emptyAnswer,
  summary: 'Revoke this token and clear the cookies',
  tags,
});

export const usersChangePasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.change-password',
  auth: { member: 'member' },
  body: changePasswordRequest,
  response: emptyAnswer,
  errors: ['WRONG_PIN'],
  summary: 'Change the PIN; every other session of the member is revoked',
  tags,
});

export const usersSetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/users.set-password',
  auth: { member: 'member' },
  body: setPasswordRequest,
  response: emptyAnswer,
  errors: ['PIN_ALREADY_SET'],
  summary: 'Set a first PIN (a member registered through LINE has none); every other session is revoked',
  description:
    '409 `PIN is already set` when the member has a PIN: changing it takes the old one (`users.change-password`).',
  tags,
});
