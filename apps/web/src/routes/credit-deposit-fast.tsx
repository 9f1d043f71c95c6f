import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openRequestOf, useDepositBanks, useMyDeposits, useOpenRequest } from '../features/deposits/api.ts';
import { AmountStep } from '../features/deposits/amount-step.tsx';
import { DepositList } from '../features/deposits/deposit-list.tsx';

/** `/credit/deposit/fast`: the amount; the server answers the exact amount to transfer (queue page). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useDepositBanks();
  const mine = useMyDeposits('depositFast');
  const open = useOpenRequest('fast');
  const pending = openRequestOf(mine.data, 'FAST') ?? openRequestOf(mine.data, 'QRCODE');
  const noFast = banks.data !== undefined && !banks.data.some((b) => b.fast);

  return (
    <Stack data-testid="deposit-fast-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.fast.title')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        {!mine.data || !banks.data ? (
          <Skeleton height={120} />
        ) : pending ? (
          <Alert color="yellow" data-testid="deposit-open-notice">
            <Text mb="xs">{t('deposit.openNotice')}</Text>
            <Button
              component={Link}
              to={`${pending.method === 'FAST' ? '/credit/deposit/fast/queue' : '/credit/deposit/qrcode'}?id=${pending.id}`}
              color="green"
              size="sm"
            >
              {t('deposit.open')}
            </Button>
          </Alert>
        ) : noFast ? (
          <Alert color="orange">{t('deposit.noFast')}</Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('deposit.fast.howto')}</Text>
            <AmountStep
              testId="deposit-fast-form"
              pending={open.isPending}
              error={open.error}
              onSubmit={(baht) =>
                open.mutate(baht, { onSuccess: (id) => void navigate(`/credit/deposit/fast/queue?id=${id}`) })
              }
            />
          </Stack>
        )}
      </Paper>
      <Title order={2} fz={20}>
        {t('deposit.history')}
      </Title>
      <DepositList deposits={mine.data} testId="deposit-fast-list" />
    </Stack>
  );
}
