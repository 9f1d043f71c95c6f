import type { ErrorParams } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client.ts';

// Built on first use: constructing an Intl formatter loads its locale data at bundle evaluation.
let number: Intl.NumberFormat | undefined;

/** Numbers of a coded message as the member reads them (49000 -> "49,000"). */
export const formatParams = (params: ErrorParams | null | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? (number ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value)
        : value,
    ]),
  );

/**
 * A failed call in the member's language, never the server's English: worded by its code and
 * params (`errorCodes.*`, one per ERROR_CODES entry, so every code has a text).
 */
export function translateApiError(t: TFunction, error: unknown): string {
  if (!isApiError(error) || error.isNetwork) return t('messages.default');
  return t(`errorCodes.${error.code}`, { ns: 'translation', ...formatParams(error.params) });
}
