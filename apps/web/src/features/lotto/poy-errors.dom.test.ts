import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18n, setLocale } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/render.tsx';
import { poyErrorTexts } from './poy-errors.ts';

describe('the bet slip’s refusals', () => {
  it('a loss limit reached is worded by its period, in the member’s language', async () => {
    await setupI18n();
    const error = new ApiError(
      403,
      'LIMIT_REACHED',
      'This would pass your weekly loss limit',
      undefined,
      undefined,
      {
        kind: 'loss',
        period: 'week',
      },
    );
    expect(poyErrorTexts(i18n.t, error, [])).toEqual(['รายการนี้เกินวงเงินเสียรายสัปดาห์ที่คุณตั้งไว้']);
    await setLocale('en');
    expect(poyErrorTexts(i18n.t, error, [])).toEqual(['This would pass the weekly loss limit you set']);
    await setLocale('th');
  });
});
