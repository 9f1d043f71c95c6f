import { STAFF_MESSAGES } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  loginReducer,
  validateCode,
  type LoginEvent,
  type LoginState,
} from './login-machine.ts';

const run = (events: LoginEvent[], from: LoginState = initialLoginState) => events.reduce(loginReducer, from);
const askForCode: LoginEvent = {
  type: 'failed',
  status: 400,
  message: STAFF_MESSAGES.totpRequired,
  fields: { totpCode: STAFF_MESSAGES.totpRequired },
};

describe('staff login steps', () => {
  it('a right PIN for an enrolled account moves to the TOTP step without an error', () => {
    expect(run([{ type: 'submit' }, askForCode])).toEqual({
      step: 'totp',
      useRecovery: false,
      error: null,
      locked: false,
    });
  });

  it('a wrong code stays on the TOTP step with the message', () => {
    const state = run([
      askForCode,
      { type: 'submit' },
      { type: 'failed', status: 401, code: 'TOTP_INVALID', message: STAFF_MESSAGES.totpInvalid },
    ]);
    expect(state).toMatchObject({ step: 'totp', error: STAFF_MESSAGES.totpInvalid });
  });

  it('a code format problem from the server on the TOTP step is shown', () => {
    expect(run([askForCode, askForCode])).toMatchObject({ step: 'totp', error: STAFF_MESSAGES.totpRequired });
  });

  it('a wrong PIN stays on (or returns to) the first step', () => {
    const wrong: LoginEvent = { type: 'failed', status: 401, message: STAFF_MESSAGES.invalidLogin };
    expect(run([wrong])).toEqual({ ...initialLoginState, error: STAFF_MESSAGES.invalidLogin });
    expect(run([askForCode, wrong]).step).toBe('credentials');
  });

  it('423 shows the lockout from any step', () => {
    const locked: LoginEvent = { type: 'failed', status: 423, message: STAFF_MESSAGES.locked };
    expect(run([locked])).toEqual({
      step: 'credentials',
      useRecovery: false,
      error: STAFF_MESSAGES.locked,
      locked: true,
    });
    expect(run([askForCode, locked])).toMatchObject({ step: 'credentials', locked: true });
    expect(run([askForCode, locked, { type: 'submit' }]).error).toBeNull();
  });

  it('switches between the authenticator code and a recovery code, and back to the start', () => {
    const recovery = run([askForCode, { type: 'toggleRecovery' }]);
    expect(recovery).toMatchObject({ step: 'totp', useRecovery: true });
    expect(run([{ type: 'toggleRecovery' }], recovery).useRecovery).toBe(false);
    expect(run([{ type: 'back' }], recovery)).toEqual(initialLoginState);
  });

  it('other failures keep the step and show the message', () => {
    expect(run([askForCode, { type: 'failed', status: 0, message: 'x' }])).toMatchObject({
      step: 'totp',
      error: 'x',
    });
  });

  it('checks the code field by kind', () => {
    expect(validateCode(' 123456 ', false)).toBeNull();
    expect(validateCode('12345', false)).toBe(STAFF_MESSAGES.totpFormat);
    expect(validateCode('ABCDE-12345', true)).toBeNull();
    expect(validateCode('123456', true)).not.toBeNull();
  });
});
