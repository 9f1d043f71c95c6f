import { isBetOption, NUMBER_CLOSED_MESSAGE } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { translateApiError } from '../../lib/api-messages.ts';

const MIN = /^Minimum bet is ([\d,.]+)$/;
const MAX = /^Maximum bet is ([\d,.]+)$/;

/** The line checks' wordings (the domain's, in a VALIDATION answer's fields) in the member's language. */
export function priceProblemText(t: TFunction, message: string): string {
  const min = MIN.exec(message);
  if (min) return t('lotto.errors.minBet', { amount: min[1] });
  const max = MAX.exec(message);
  if (max) return t('lotto.errors.maxBet', { amount: max[1] });
  if (message === NUMBER_CLOSED_MESSAGE) return t('lotto.errors.NUMBER_CLOSED');
  return message;
}

/**
 * A failed confirm as lines of text: VALIDATION `fields` (`lines.<i>.<field>`) name the line
 * (number and option); any other failure is worded by its code.
 */
export function poyErrorTexts(
  t: TFunction,
  error: unknown,
  lines: readonly { number: string; option: string }[],
): string[] {
  if (!isApiError(error)) return [t('errors.default')];
  if (error.isNetwork || error.status >= 500) return [t('lotto.errors.network')];
  if (error.code === 'ROUND_CLOSED' || error.code === 'INSUFFICIENT_BALANCE')
    return [t(`lotto.errors.${error.code}`)];
  if (error.code === 'IDEMPOTENCY_MISMATCH') return [t('lotto.errors.mismatch')];
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0) return [translateApiError(t, error)];
  return fields.map(([path, message]) => {
    const index = /^lines\.(\d+)/.exec(path)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    const text = priceProblemText(t, message);
    if (!line) return text;
    const option = isBetOption(line.option) ? t(`lotto.options.${line.option}`) : line.option;
    return `${option} ${line.number}: ${text}`;
  });
}
