import { STAFF_MESSAGES } from '@chokdee/domain';

/**
 * The staff login form's steps: username + PIN first; when the API asks for a second factor (400
 * with `fields.totpCode`) the TOTP step (6-digit code, or a recovery code instead). A wrong code
 * stays on the TOTP step; a wrong PIN goes back to the first step; 423 shows the lockout message.
 * Pure, so every transition is unit-tested.
 */
export type LoginStep = 'credentials' | 'totp';

export interface LoginState {
  step: LoginStep;
  /** The TOTP step takes a recovery code (XXXXX-XXXXX) instead of the 6-digit code. */
  useRecovery: boolean;
  /** English server/schema message, translated when shown. */
  error: string | null;
  locked: boolean;
}

export type LoginEvent =
  | { type: 'submit' }
  | { type: 'failed'; status: number; code?: string; message: string; fields?: Record<string, string> }
  | { type: 'toggleRecovery' }
  | { type: 'back' };

export const initialLoginState: LoginState = {
  step: 'credentials',
  useRecovery: false,
  error: null,
  locked: false,
};

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      return { ...state, error: null };
    case 'toggleRecovery':
      return { ...state, useRecovery: !state.useRecovery, error: null };
    case 'back':
      return initialLoginState;
    case 'failed': {
      if (event.status === 423) return { ...initialLoginState, locked: true, error: event.message };
      const totpField = event.fields?.totpCode;
      if (event.status === 400 && totpField !== undefined)
        // The first ask is not an error: the PIN was right and a code is needed.
        return { ...state, step: 'totp', locked: false, error: state.step === 'totp' ? totpField : null };
      if (event.status === 401 && event.code === 'TOTP_INVALID')
        return { ...state, step: 'totp', error: event.message };
      if (event.status === 401) return { ...initialLoginState, error: event.message };
      return { ...state, error: event.message };
    }
  }
}

const TOTP = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** Client-side check of the code field (the server checks again). English, translated when shown. */
export function validateCode(code: string, useRecovery: boolean): string | null {
  const value = code.trim();
  if (useRecovery) return RECOVERY.test(value) ? null : 'Recovery code must look like XXXXX-XXXXX';
  return TOTP.test(value) ? null : STAFF_MESSAGES.totpFormat;
}
