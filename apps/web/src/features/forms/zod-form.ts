import type { ZodType } from 'zod';

/** A zod issue, reduced to what the adapter reads (keeps this file independent of zod's classes). */
interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * zod issues → Mantine form errors: `{ 'a.b': message }`, first message per field wins (the schemas
 * order their checks from the most basic), path-less issues (object refinements) go under `formKey`.
 */
export function issuesToFormErrors(issues: readonly IssueLike[], formKey = '_form'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? formKey : issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A Mantine `validate` function from a zod schema; extra checks (e.g. confirm PIN) may follow. */
export const zodValidate =
  <Values>(schema: ZodType, extra?: (values: Values) => Record<string, string>) =>
  (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    const errors = result.success ? {} : issuesToFormErrors(result.error.issues);
    return { ...(extra?.(values) ?? {}), ...errors };
  };

/** Spec §5 confirmation message. */
export const PIN_MISMATCH = 'Passwords do not match.';

export const confirmPin =
  <Values>(pinKey: keyof Values & string, confirmKey: keyof Values & string) =>
  (values: Values): Record<string, string> =>
    values[pinKey] === values[confirmKey] ? {} : { [confirmKey]: PIN_MISMATCH };
