// Styles of the form pieces, loaded with the first form (not in the shell's CSS).
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { notifyOnNextPage } from '../../lib/snackbar-store.ts';
import { notifyFailure } from '../../lib/notify.ts';
import { translateApiError } from '../../lib/api-messages.ts';
import { translateMessage } from './messages.ts';

/** Input props for a field with its (English) error translated for display. */
export function fieldProps<Values>(form: UseFormReturnType<Values>, path: string, t: TFunction) {
  const props = form.getInputProps(path);
  return { ...props, error: translateMessage(t, props.error as string | undefined) };
}

/**
 * A failed submit: the server's `fields` go on the fields (only those the form has); anything else
 * (or a failure without fields) goes to the red snackbar. Returns the translated message.
 */
export function showServerError<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
): string {
  const message = translateApiError(t, error);
  const values = form.getValues() as Record<string, unknown>;
  const fields =
    isApiError(error) && error.fields ? Object.entries(error.fields).filter(([key]) => key in values) : [];
  if (fields.length > 0) form.setErrors(Object.fromEntries(fields));
  else notifyFailure(message, 4000);
  return message;
}

/** A masked PIN field with a show/hide toggle, big enough to tap. */
export function PinField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      size="lg"
      autoComplete="current-password"
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showPin') }}
      {...props}
    />
  );
}

/**
 * A green message for the page a submit navigates to. Call it BEFORE navigating: the snackbar closes
 * on route change and then shows this message (lib/snackbar-store.ts notifyOnNextPage).
 */
export function notifySuccessOnNextPage(txt: string, timeout?: number): void {
  notifyOnNextPage({ txt, color: 'success', timeout });
}
