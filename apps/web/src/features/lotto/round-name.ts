import type { TFunction } from 'i18next';

interface Named {
  betType: string;
  name: string;
  roundNo?: number;
  dt?: string;
}

/** "2026-03-16" → "16/03/2026" (a draw date has no time zone to convert). */
export const formatDrawDate = (dt: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dt);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dt;
};

const STOCK_IDS = new Set([
  'nikkei_morning',
  'nikkei_afternoon',
  'china_morning',
  'china_afternoon',
  'hangseng_morning',
  'hangseng_afternoon',
  'taiwan',
  'korea',
  'singapore',
  'thai_set',
  'india',
  'egypt',
  'russia',
  'england',
  'germany',
  'dowjones',
]);

/** The family's own name (lotto.families.*); an unknown family is shown as sent. */
export const familyName = (t: TFunction, betType: string): string =>
  t(`lotto.families.${betType}`, { defaultValue: betType });

/**
 * A round's name from its family and own name (docs/lotto.md: the web names rounds through its
 * locale files): a stock market id, a Hanoi draw `hanoy_2`, a Yeekee round number, or the family.
 */
export function roundName(t: TFunction, round: Named): string {
  const family = familyName(t, round.betType);
  if (round.betType === 'stock')
    return STOCK_IDS.has(round.name) ? t(`lotto.stocks.${round.name}`) : `${family} ${round.name}`;
  if (/^\d+$/.test(round.name)) return t('lotto.roundNo', { family, no: round.name });
  const draw = /_(\d+)$/.exec(round.name);
  if (draw) return t('lotto.drawNo', { family, no: draw[1] });
  if (round.betType === 'gov' && round.dt)
    return t('lotto.govRound', { family, date: formatDrawDate(round.dt) });
  return family;
}
