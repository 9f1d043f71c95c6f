import type { FormEvent } from 'react';
import type { ZodType } from 'zod';
import { zodValidate } from './zod-form.ts';

type Checks<Values> = (values: Values) => Record<string, string>;

/**
 * A form's zod validation whose schema is loaded on first use (the form's first focus, or a submit),
 * so zod and the schemas stay out of the page's first load. Until the schema is in, only `extra`
 * runs; a submit waits for it. If it cannot load, the submit goes on unchecked here: the server
 * validates with the same schema.
 */
export function lazyValidation<Values>(load: () => Promise<ZodType>, extra?: Checks<Values>) {
  let validateWithSchema: Checks<Values> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (schema) => {
        validateWithSchema = zodValidate<Values>(schema, extra);
      },
      () => {
        loading = undefined;
      },
    ));
  return {
    preload,
    /** Mantine's `validate`: the schema's checks once loaded, `extra` always. */
    validate: (values: Values): Record<string, string> =>
      validateWithSchema ? validateWithSchema(values) : (extra?.(values) ?? {}),
    /** Wraps `form.onSubmit(...)` so the submit validates with the schema loaded. */
    afterLoad:
      (submit: (event?: FormEvent<HTMLFormElement>) => void) =>
      (event: FormEvent<HTMLFormElement>): void => {
        event.preventDefault();
        void preload().then(() => submit());
      },
  };
}

/** The member account forms' schemas, one chunk loaded on first use. */
export const loadAccountSchemas = () => import('./account-schemas.ts');
