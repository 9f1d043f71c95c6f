import { isBetOption } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';

const MIN = /^Minimum bet is ([\d,.]+)$/;
const MAX = /^Maximum bet is ([\d,.]+)$/;

/** The domain's / server's price and line messages in the member's language; unknown ones as sent. */
export function priceProblemText(t: TFunction, message: string): string {
  const min = MIN.exec(message);
  if (min) return t('lotto.errors.minBet', { amount: min[1] });
  const max = MAX.exec(message);
  if (max) return t('lotto.errors.maxBet', { amount: max[1] });
  if (message === 'This number is closed') return t('lotto.errors.NUMBER_CLOSED');
  if (message === 'This round is closed') return t('lotto.errors.ROUND_CLOSED');
  return message;
}

/**
 * A failed confirm as lines of text: VALIDATION `fields` (`lines.<i>.<field>`) name the line
 * (number and option), known codes are translated, anything else is the server's message.
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
  if (fields.length === 0) return [priceProblemText(t, error.message)];
  return fields.map(([path, message]) => {
    const index = /^lines\.(\d+)/.exec(path)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    const text = priceProblemText(t, message);
    if (!line) return text;
    const option = isBetOption(line.option) ? t(`lotto.options.${line.option}`) : line.option;
    return `${option} ${line.number}: ${text}`;
  });
}
