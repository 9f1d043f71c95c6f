import { Button, TextInput, type ButtonProps, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProps, PinField } from './form-kit.tsx';

/** The username field: no auto-capitalisation or spell check, filled in by password managers. */
export function UserNameInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.userName')}
      size="lg"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The Thai mobile number field: 10 digits on the phone's numeric keypad. */
export function PhoneInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.phoneNumber')}
      placeholder="08xxxxxxxx"
      size="lg"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      {...props}
    />
  );
}

/** The date of birth (the browser's own date picker: no picker library in the bundle). */
export function BirthDateInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.birthDate')}
      description={t('auth.birthDateHint')}
      size="lg"
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      {...props}
    />
  );
}

/**
 * A new PIN (with the PIN rules as its hint) and its confirmation, both `new-password` so that
 * password managers offer to save them.
 */
export function NewPinFields<Values>({
  form,
  pinPath,
  confirmPath,
  pinLabel,
  testIds,
}: {
  form: UseFormReturnType<Values>;
  pinPath: keyof Values & string;
  confirmPath: keyof Values & string;
  pinLabel: string;
  testIds: { pin: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PinField
        data-testid={testIds.pin}
        label={pinLabel}
        description={t('auth.pinHint')}
        autoComplete="new-password"
        {...fieldProps(form, pinPath, t)}
      />
      <PinField
        data-testid={testIds.confirm}
        label={t('auth.confirmPin')}
        autoComplete="new-password"
        {...fieldProps(form, confirmPath, t)}
      />
    </>
  );
}

/** A form's big green full-width submit button. */
export function SubmitButton(props: ButtonProps & { 'data-testid': string; children: ReactNode }) {
  return <Button type="submit" size="lg" color="green" fullWidth {...props} />;
}
