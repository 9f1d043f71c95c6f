import type { AdminWalletAdjustResult, AdminWalletDirection } from '@chokdee/domain';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../components/admin/ui.tsx';
import { checkAdjust, type AdjustBody } from './money.ts';
import { postAdjust, refreshWallets } from './wallet-api.ts';
import {
  AmountInput,
  ConfirmDialog,
  FormFailure,
  ReasonInput,
  useAmountReasonRows,
  useMoneyFields,
  useMoneySubmit,
} from './wallet-ui.tsx';

type ErrorKey = 'amount' | 'reason' | 'direction';

/** Manual increase/decrease of a member's cash with a reason (wallet.adjust). */
export function AdjustForm({ member }: { member: { uuid: string; userName: string } }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const amountReasonRows = useAmountReasonRows();
  const [direction, setDirection] = useState<AdminWalletDirection>('increase');
  const fields = useMoneyFields<ErrorKey, AdminWalletAdjustResult>();
  const { amount, reason, errors, done, edit } = fields;
  const submit = useMoneySubmit<AdjustBody, AdminWalletAdjustResult>(postAdjust, async (result) => {
    fields.succeeded(result);
    feedback.ok(result.replayed ? t('wallet.replayed') : t('wallet.adjusted'));
    await refreshWallets(member.uuid);
  });

  const review = () => {
    const checked = checkAdjust({ uuid: member.uuid, direction, amount, reason });
    if (!checked.ok) {
      fields.setErrors(checked.errors);
      return;
    }
    fields.reviewed();
    submit.open(checked.body);
  };
  const increase = direction === 'increase';
  const body = submit.confirming;

  return (
    <form
      data-testid="wallet-adjust-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={direction}
          onChange={(value) => edit(() => setDirection(value), 'direction')}
          color={increase ? 'green' : 'red'}
          data={[
            { value: 'increase', label: t('wallet.increase') },
            { value: 'decrease', label: t('wallet.decrease') },
          ]}
          data-testid="wallet-adjust-direction"
        />
        <AmountInput
          label={t('wallet.amount')}
          value={amount}
          onChange={(value) => edit(() => fields.setAmount(value), 'amount')}
          error={errors.amount}
          testId="wallet-adjust-amount"
        />
        <ReasonInput
          value={reason}
          onChange={(value) => edit(() => fields.setReason(value), 'reason')}
          error={errors.reason}
          testId="wallet-adjust-reason"
        />
        <FormFailure failure={submit.failure} testId="wallet-adjust-error" />
        {done && (
          <Alert color="green" variant="light" data-testid="wallet-adjust-done">
            {t(done.replayed ? 'wallet.replayed' : 'wallet.adjustDone', {
              amount: formatBaht(done.amount),
              user: member.userName,
              cash: formatBaht(done.cash),
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            color={increase ? 'green' : 'red'}
            loading={submit.mutation.isPending}
            data-testid="wallet-adjust-submit"
          >
            {submit.retrying ? t('wallet.retry') : t(increase ? 'wallet.increase' : 'wallet.decrease')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        testId="wallet-adjust-confirm"
        opened={body !== null}
        title={t('wallet.confirmAdjustTitle')}
        color={body?.direction === 'decrease' ? 'red' : 'green'}
        pending={submit.mutation.isPending}
        retrying={submit.retrying}
        onClose={submit.close}
        onConfirm={submit.confirm}
        rows={
          body
            ? [
                { label: t('wallet.member'), value: member.userName, testId: 'wallet-confirm-member' },
                {
                  label: t('wallet.direction'),
                  value: (
                    <Text span fw={700} c={body.direction === 'increase' ? 'green.8' : 'red.8'}>
                      {t(body.direction === 'increase' ? 'wallet.increase' : 'wallet.decrease')}
                    </Text>
                  ),
                  testId: 'wallet-confirm-direction',
                },
                ...amountReasonRows(body),
              ]
            : []
        }
      />
    </form>
  );
}
