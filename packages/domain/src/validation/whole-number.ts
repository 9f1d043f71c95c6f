import { z } from 'zod';

const DIGITS = /^\d{1,15}$/;

/**
 * A whole number as the contract declares it: a JSON number, or its decimal digits (a query
 * string is text on the wire, and the web app forwards ids from its own URL). Nothing else:
 * z.coerce.number() also took `true` (as 1), '', ' 7', '1e2' and '0x10'. `schema` holds the
 * bounds and messages; `message` answers a value of neither form.
 */
export const wholeNumber = <T extends z.ZodType<number, number>>(schema: T, message?: string) =>
  z.union(
    [schema, z.string().regex(DIGITS).transform(Number).pipe(schema)],
    message ? { error: message } : {},
  );
