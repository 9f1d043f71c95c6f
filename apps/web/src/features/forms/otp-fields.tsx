import type { otpAnswer } from '@chokdee/domain';
import { Alert, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/format.ts';

/** What `users.*.otp` answers. */
export type OtpAnswer = z.input<typeof otpAnswer>;

/** "Code sent to …" with the reference code and the expiry (`<prefix>-sent`, `<prefix>-ref`). */
export function OtpSentNotice({
  phone,
  answer,
  testIdPrefix,
}: {
  phone: string;
  answer: OtpAnswer;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert data-testid={`${testIdPrefix}-sent`} color="green" variant="light" mb="md">
      <Text fw={700}>{t('forgot.sent', { phone })}</Text>
      <Text>
        {t('forgot.refCode')}: <b data-testid={`${testIdPrefix}-ref`}>{answer.refOtpCode}</b>
      </Text>
      <Text size="sm">{t('forgot.expiresAt', { time: formatDateTime(answer.expiresAt) })}</Text>
    </Alert>
  );
}

/** The 6-digit SMS code: digit keypad on phones, filled from the SMS where the browser can. */
export function OtpCodeInput(props: TextInputProps & { 'data-testid': string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('forgot.otp')}
      size="lg"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
