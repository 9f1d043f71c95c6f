import {
  ERROR_CODES,
  MEMBER_MESSAGES,
  OTP_MESSAGES,
  PIN_MESSAGES,
  REMARK_CODES,
  TRANSACTION_TYPES,
} from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import kh from '../../locales/kh.json';
import mm from '../../locales/mm.json';
import th from '../../locales/th.json';
import { ApiError } from '../../lib/api-client.ts';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/render.tsx';
import { translateApiError } from '../../lib/api-messages.ts';
import { MESSAGE_KEYS } from './messages.ts';
import { PIN_MISMATCH } from './zod-form.ts';

const LOCALES = { th, en, kh, mm } as const;

/** The string at a dotted path of a locale file, or undefined. */
const lookup = (messages: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

/** Every `section.<key>` missing (or empty) in any of the four locales. */
const missing = (section: string, keys: readonly string[]): string[] =>
  Object.entries(LOCALES).flatMap(([locale, messages]) =>
    keys
      .filter((key) => {
        const text = lookup(messages, `${section}.${key}`);
        return typeof text !== 'string' || text.trim() === '';
      })
      .map((key) => `${locale}: ${section}.${key}`),
  );

// Ledger types outside spec §9 that still reach a member's statement (affiliate, promotions).
const MEMBER_VISIBLE_INTERNAL_TYPES = ['AF_COMMISSION', 'PROMOTION_BONUS', 'REVERSAL'];

describe('every member-visible code has a text in th, en, kh and mm', () => {
  it('every error code', () => {
    expect(missing('errorCodes', ERROR_CODES)).toEqual([]);
  });

  it('every transaction type', () => {
    expect(missing('wallet.types', [...TRANSACTION_TYPES, ...MEMBER_VISIBLE_INTERNAL_TYPES])).toEqual([]);
  });

  it('every remark code', () => {
    expect(missing('remarks', REMARK_CODES)).toEqual([]);
  });

  it('every validation message: the shared schemas’ wordings all have a key, every key a text', () => {
    const wordings = [
      ...Object.values(MEMBER_MESSAGES),
      ...Object.values(PIN_MESSAGES),
      ...Object.values(OTP_MESSAGES),
      PIN_MISMATCH,
    ];
    expect(wordings.filter((wording) => !(wording in MESSAGE_KEYS))).toEqual([]);
    expect(missing('messages', [...new Set(Object.values(MESSAGE_KEYS))])).toEqual([]);
  });

  it('every translation of a coded text uses the same parameters as the English one', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const section of ['errorCodes', 'remarks'] as const)
      for (const [key, english] of Object.entries(en[section]))
        for (const [locale, messages] of Object.entries(LOCALES))
          expect(placeholders(lookup(messages, `${section}.${key}`) as string), `${locale} ${key}`).toEqual(
            placeholders(english),
          );
  });
});

describe('translateApiError', () => {
  it('words a refusal by its code and params in the member’s language, not by the server’s English', async () => {
    await setupI18n();
    const perTime = new ApiError(
      400,
      'WITHDRAW_MAX_PER_TIME',
      'max 49,000 baht per time',
      undefined,
      undefined,
      {
        max: 49_000,
      },
    );
    for (const locale of ['th', 'kh', 'mm'] as const) {
      await setLocale(locale);
      const text = translateApiError(i18n.t, perTime);
      expect(text).toContain('49,000');
      expect(text).not.toMatch(/max|baht|per time/);
    }
    await setLocale('th');
    expect(
      translateApiError(
        i18n.t,
        new ApiError(409, 'TURNOVER_NOT_MET', 'x', undefined, undefined, { remaining: 1250.5 }),
      ),
    ).toBe(th.errorCodes.TURNOVER_NOT_MET.replace('{{remaining}}', '1,250.5'));
    // The code decides the text, whatever English the server sent.
    expect(
      translateApiError(i18n.t, new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.')),
    ).toBe(th.errorCodes.INVALID_CREDENTIALS);
    expect(translateApiError(i18n.t, new ApiError(401, 'INVALID_CREDENTIALS', 'Some new server text'))).toBe(
      th.errorCodes.INVALID_CREDENTIALS,
    );
    expect(translateApiError(i18n.t, new ApiError(400, 'BAD_REQUEST', 'Some new server text'))).toBe(
      th.errorCodes.BAD_REQUEST,
    );
    expect(translateApiError(i18n.t, new ApiError(0, 'NETWORK', 'x'))).toBe(th.messages.default);
  });
});
