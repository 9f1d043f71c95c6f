import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { roundName } from './round-name.ts';

beforeAll(() => initI18n('th'));

describe('round names', () => {
  it('names rounds from betType and name in the member language', async () => {
    await i18n.changeLanguage('th');
    const t = i18n.t.bind(i18n);
    expect(roundName(t, { betType: 'stock', name: 'nikkei_morning' })).toBe('หุ้นนิเคอิ รอบเช้า');
    expect(roundName(t, { betType: 'yeekee', name: '42' })).toBe('หวยยี่กี รอบที่ 42');
    expect(roundName(t, { betType: 'hanoy', name: 'hanoy_2' })).toBe('ฮานอย รอบ 2');
    expect(roundName(t, { betType: 'gov', name: 'gov', dt: '2026-03-16' })).toBe(
      'หวยรัฐบาลไทย งวด 16/03/2026',
    );
    expect(roundName(t, { betType: 'laoSuper', name: 'laoSuper' })).toBe('ลาวซุปเปอร์');
    expect(roundName(t, { betType: 'stock', name: 'mars' })).toBe('หวยหุ้น mars');
  });
});
