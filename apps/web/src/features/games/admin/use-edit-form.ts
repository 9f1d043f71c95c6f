import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';

/**
 * An edit dialog's form state and submission: the server's field errors shown beside their fields
 * (translated), any other failure as feedback, and the dialog closed on success.
 */
export function useEditForm<V, B>(
  initial: V,
  mutation: UseMutationResult<unknown, Error, B>,
  bodyOf: (values: V) => B,
  onClose: () => void,
) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (key: string) => translateAdminMessage(t, errors[key]);
  const namesErrors = Object.fromEntries(Object.keys(errors).map((key) => [key, fieldError(key)]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(bodyOf(values), {
      onSuccess: () => {
        feedback.ok();
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        else feedback.fail(error);
      },
    });
  };
  return { t, values, setValues, fieldError, namesErrors, onSubmit };
}
