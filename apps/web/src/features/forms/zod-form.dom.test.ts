import {
  MEMBER_MESSAGES,
  PIN_MESSAGES,
  loginRequest,
  signupRequest,
  updateUserInfoRequest,
} from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/render.tsx';
import { MESSAGE_KEYS, translateMessage } from './messages.ts';
import { confirmPin, issuesToFormErrors, PIN_MISMATCH, zodValidate } from './zod-form.ts';
import { beforeAll } from 'vitest';
import th from '../../locales/th.json';

beforeAll(setupI18n);

describe('zod → form errors', () => {
  it('maps each path to its first message and path-less issues to _form', () => {
    expect(
      issuesToFormErrors([
        { path: ['userName'], message: 'a' },
        { path: ['userName'], message: 'b' },
        { path: ['address', 0, 'city'], message: 'c' },
        { path: [], message: 'd' },
      ]),
    ).toEqual({ userName: 'a', 'address.0.city': 'c', _form: 'd' });
  });

  it('validates with the shared schemas (spec §5 messages)', () => {
    expect(zodValidate(loginRequest)({ userName: 'demo01', password: '' })).toEqual({
      password: MEMBER_MESSAGES.pinEmpty,
    });
    expect(zodValidate(signupRequest)({ userName: 'Demo', password: 'short', phoneNumber: '123' })).toEqual({
      userName: MEMBER_MESSAGES.usernameFormat,
      password: PIN_MESSAGES.tooShort,
      phoneNumber: MEMBER_MESSAGES.phoneInvalid,
      birthDate: MEMBER_MESSAGES.birthDateInvalid,
    });
    expect(zodValidate(updateUserInfoRequest)({})).toEqual({ _form: MEMBER_MESSAGES.dataIsNull });
    expect(zodValidate(loginRequest)({ userName: 'demo01', password: 'x' })).toEqual({});
  });

  it('adds the confirmation check', () => {
    type V = { password: string; confirm: string };
    const validate = zodValidate<V>(
      loginRequest.pick({ password: true }),
      confirmPin<V>('password', 'confirm'),
    );
    expect(validate({ password: 'Abc', confirm: 'Abd' })).toEqual({ confirm: PIN_MISMATCH });
    expect(validate({ password: 'Abc', confirm: 'Abc' })).toEqual({});
  });

  it('translates every known message by key in each locale and passes unknown text through', async () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(th.messages).toHaveProperty(key);
    await i18n.changeLanguage('th');
    expect(translateMessage(i18n.t, MEMBER_MESSAGES.pinEmpty)).toBe('กรุณากรอกรหัส PIN');
    expect(translateMessage(i18n.t, MEMBER_MESSAGES.phoneInvalid)).toBe('เบอร์โทรศัพท์ไม่ถูกต้อง');
    expect(translateMessage(i18n.t, 'Something only the server knows')).toBe(
      'Something only the server knows',
    );
    expect(translateMessage(i18n.t, undefined)).toBeUndefined();
  });
});
