import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Chip, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountField } from '../../components/ui/use-amount-field.ts';
import { translateApiError } from '../forms/index.ts';
import { AmountInput, checkAmount } from '../wallet/index.ts';

const QUICK = ['100', '300', '500', '1000'];

/** The amount of a fast or QR deposit; a refusal is shown as the server words it. */
export function AmountStep({
  testId,
  pending,
  error,
  onSubmit,
}: {
  testId: string;
  pending: boolean;
  error: unknown;
  onSubmit: (baht: number) => void;
}) {
  const { t } = useTranslation();
  const { amount, setAmount, setError: setFieldError, inputProps } = useAmountField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkAmount(amount);
    if (!checked.ok) return setFieldError(t('deposit.amountFormat'));
    setFieldError(null);
    onSubmit(checked.baht);
  };
  const serverError = error ? translateApiError(t, error) : null;
  return (
    <form noValidate onSubmit={submit} data-testid={testId}>
      <Stack gap="sm">
        <AmountInput
          data-testid="deposit-amount"
          label={t('deposit.amount')}
          placeholder="0.00"
          {...inputProps}
        />
        <Chip.Group value={amount} onChange={(value) => setAmount(String(value))}>
          <Group gap="xs">
            {QUICK.map((value) => (
              <Chip key={value} value={value} color="green" variant="light">
                {Number(value).toLocaleString('th-TH')}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {serverError ? (
          <Alert color="red" data-testid="deposit-error">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" color="green" loading={pending} data-testid="deposit-submit">
          {t('deposit.next')}
        </Button>
      </Stack>
    </form>
  );
}
