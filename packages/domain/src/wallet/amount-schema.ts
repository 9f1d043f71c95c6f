import { z } from 'zod';
import { bahtInput } from '../money/baht-input.ts';

/** Spec §5, Currency. */
export const CURRENCY_FORMAT_MESSAGE = 'currency is not a right format.';

/**
 * A money amount at the HTTP edge (api-contract, Conventions: money): a JSON number of baht,
 * greater than 0, at most two decimals, read into Satang. Strings, NaN, negative, zero and
 * 100.375 are refused.
 */
export const bahtAmountSchema = bahtInput({ message: CURRENCY_FORMAT_MESSAGE });

/** An instant filter (startedDate, endedDate): ISO 8601 with a date, a time and Z or an offset. */
export const isoInstantSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/,
    'must be an ISO 8601 instant',
  )
  .refine((value) => !Number.isNaN(new Date(value).getTime()), 'must be an ISO 8601 instant');
