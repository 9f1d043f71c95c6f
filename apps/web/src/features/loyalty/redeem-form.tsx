import '@mantine/core/styles/Alert.css';
import { bahtToSatang } from '@chokdee/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLoyaltyT } from './loyalty-i18n.ts';
import { translateApiError } from '../../lib/api-messages.ts';
import { formatBaht } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { AMOUNT_MESSAGES, AmountInput, checkAmount } from '../wallet/index.ts';
import { useRedeemPoints } from './loyalty-api.ts';

/**
 * "Redeem to cash": a number of points (decimal keypad, ≤ 2 decimals, checked against the balance
 * and the minimum before sending), sent once per submission; the server's refusal shown by its code.
 */
export function RedeemForm({
  points,
  minPoints,
}: {
  points: number | undefined;
  minPoints: number | undefined;
}) {
  const { t } = useLoyaltyT();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const redeem = useRedeemPoints();
  const available = points === undefined ? null : bahtToSatang(points);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const checked = checkAmount(text, available);
    if (!checked.ok) {
      setFieldError(checked.message === AMOUNT_MESSAGES.overBalance ? t('errors.over') : t('errors.format'));
      return;
    }
    if (minPoints !== undefined && checked.baht < minPoints) {
      setFieldError(t('errors.minimum', { minimum: formatBaht(minPoints) }));
      return;
    }
    setFieldError(null);
    redeem.mutate(
      { text: checked.satang.toString(), value: checked.baht },
      {
        onSuccess: (result) => {
          setText('');
          notifySuccess(t('redeemed', { money: formatBaht(result.money) }), 4000);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} data-testid="points-redeem-form">
      <Stack gap="sm">
        <AmountInput
          data-testid="points-redeem-amount"
          label={t('amount')}
          placeholder="0.00"
          leftSection={null}
          value={text}
          onValueChange={(next) => {
            setText(next);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError ?? undefined}
        />
        {redeem.isError && (
          <Alert color="red" data-testid="points-redeem-error">
            {translateApiError(t, redeem.error)}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          color="green"
          loading={redeem.isPending}
          disabled={!points}
          data-testid="points-redeem-submit"
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
