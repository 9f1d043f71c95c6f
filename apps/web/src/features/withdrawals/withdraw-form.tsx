import '@mantine/core/styles/Alert.css';
import type { MemberBankAnswer } from '@chokdee/domain';
import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { formatBaht } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useAmountField } from '../../components/ui/use-amount-field.ts';
import { translateApiError } from '../forms/index.ts';
import { KycRequiredAlert } from '../kyc/index.ts';
import { AmountInput, checkAmount } from '../wallet/index.ts';
import { useCreateWithdrawal, useWithdrawLimits } from './api.ts';

/** The amount of a withdrawal to the withdrawal account; a refusal is worded by its code and params. */
export function WithdrawForm({ account }: { account: MemberBankAnswer }) {
  const { t } = useTranslation();
  const { amount, setAmount, setError: setFieldError, inputProps } = useAmountField();
  const create = useCreateWithdrawal();
  const limits = useWithdrawLimits();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkAmount(amount);
    if (!checked.ok) return setFieldError(t('withdraw.amountFormat'));
    setFieldError(null);
    create.mutate(
      { satang: checked.satang, baht: checked.baht, bankAccountId: account.id },
      {
        onSuccess: () => {
          setAmount('');
          notifySuccess(t('withdraw.sent', { amount: formatBaht(checked.baht) }), 4000);
        },
      },
    );
  };

  const code = isApiError(create.error) ? create.error.code : undefined;
  // The identity check is the member's to complete: its refusal says why and links to the upload.
  const needsKyc = code === 'KYC_REQUIRED' && isApiError(create.error) ? create.error : null;
  const serverError =
    create.isError && !needsKyc
      ? code === 'INSUFFICIENT_BALANCE'
        ? t('withdraw.insufficient')
        : translateApiError(t, create.error)
      : null;

  return (
    <form noValidate onSubmit={submit} data-testid="withdraw-form">
      <Stack gap="sm">
        <AmountInput
          data-testid="withdraw-amount"
          label={t('withdraw.amount')}
          placeholder="0.00"
          {...inputProps}
        />
        {needsKyc ? (
          <KycRequiredAlert params={needsKyc.params} pending={limits.data?.kyc.status === 'PENDING'} />
        ) : null}
        {serverError ? (
          <Alert color="red" data-testid="withdraw-error">
            {serverError}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          color="green"
          loading={create.isPending}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
