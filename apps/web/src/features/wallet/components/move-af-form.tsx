import '@mantine/core/styles/Alert.css';
import { bahtToSatang, CURRENCY_FORMAT_MESSAGE, type Satang } from '@chokdee/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBaht } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AMOUNT_MESSAGES, checkAmount } from '../amount.ts';
import { useMoveAfToMoney } from '../api/use-move-af-to-money.ts';
import { AmountInput } from './amount-input.tsx';

/** English message or error code → key under `wallet.errors`. */
const ERROR_KEYS: Record<string, string> = {
  [AMOUNT_MESSAGES.required]: 'amountRequired',
  [CURRENCY_FORMAT_MESSAGE]: 'amountFormat',
  [AMOUNT_MESSAGES.overBalance]: 'insufficient',
  INSUFFICIENT_BALANCE: 'insufficient',
  IDEMPOTENCY_MISMATCH: 'mismatch',
};

/** The translated text of a failed move: by its field's wording, else by its code. */
export function moveErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const field = error.fields?.amount;
  if (field && ERROR_KEYS[field]) return ERROR_KEYS[field];
  return ERROR_KEYS[error.code] ?? null;
}

/**
 * "Move to wallet": an amount of affiliate cash (decimal keypad, <= 2 decimals, read by digits,
 * checked with the shared baht schema and against the affiliate cash), sent once per submission.
 */
export function MoveAfForm({ afMoney }: { afMoney: number | undefined }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const move = useMoveAfToMoney();
  const available: Satang | null = afMoney === undefined ? null : bahtToSatang(afMoney);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    const checked = checkAmount(amount, available);
    if (!checked.ok) {
      setFieldError(ERROR_KEYS[checked.message] ?? 'amountFormat');
      return;
    }
    setFieldError(null);
    move.mutate(
      { satang: checked.satang, baht: checked.baht },
      {
        onSuccess: () => {
          setAmount('');
          notifySuccess(t('wallet.affiliate.moved', { amount: formatBaht(checked.baht) }), 4000);
        },
        onError: (error) => {
          const key = moveErrorKey(error);
          if (key && isApiError(error) && (error.fields?.amount || error.code === 'INSUFFICIENT_BALANCE'))
            setFieldError(key);
        },
      },
    );
  };

  const serverKey = move.isError ? moveErrorKey(move.error) : null;
  const showServerAlert = move.isError && !fieldError;
  const error = fieldError ? t(`wallet.errors.${fieldError}`) : undefined;

  return (
    <form noValidate onSubmit={submit} data-testid="af-move-form">
      <Stack gap="sm">
        <AmountInput
          data-testid="af-move-amount"
          label={t('wallet.affiliate.amount')}
          description={t('wallet.affiliate.amountHint')}
          placeholder="0.00"
          value={amount}
          onValueChange={(next) => {
            setAmount(next);
            if (fieldError) setFieldError(null);
          }}
          error={error}
          rightSectionWidth={72}
          rightSection={
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              data-testid="af-move-all"
              disabled={!afMoney}
              onClick={() => {
                if (afMoney) setAmount(sanitizeAll(afMoney));
                setFieldError(null);
              }}
            >
              {t('wallet.affiliate.all')}
            </Button>
          }
        />
        {showServerAlert && (
          <Alert color="red" data-testid="af-move-error">
            {serverKey ? t(`wallet.errors.${serverKey}`) : t('messages.default')}
          </Alert>
        )}
        <Group grow>
          <Button
            type="submit"
            size="lg"
            color="green"
            loading={move.isPending}
            disabled={!afMoney}
            data-testid="af-move-submit"
          >
            {t('wallet.affiliate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The whole affiliate cash as field text ("1234.5" → "1234.50"), from satang, not float math. */
function sanitizeAll(afMoney: number): string {
  const satang = bahtToSatang(afMoney);
  if (satang === null) return '';
  const whole = satang / 100n;
  const fraction = String(satang % 100n).padStart(2, '0');
  return `${whole}.${fraction}`;
}
