import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDeposit, useOpenRequest } from '../features/deposits/api.ts';
import { AmountStep } from '../features/deposits/amount-step.tsx';
import { OpenRequest } from '../features/deposits/open-request.tsx';

/** `/credit/deposit/qrcode[?id=]`: the amount, then the PromptPay QR of that request with its live status. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const deposit = useDeposit(id);
  const open = useOpenRequest('qrcode');

  return (
    <Stack data-testid="deposit-qrcode-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.qr.title')}
      </Title>
      {id === null ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text size="sm">{t('deposit.qr.howto')}</Text>
            <AmountStep
              testId="deposit-qrcode-form"
              pending={open.isPending}
              error={open.error}
              onSubmit={(baht) => open.mutate(baht, { onSuccess: (newId) => setParams({ id: newId }) })}
            />
          </Stack>
        </Paper>
      ) : deposit.data ? (
        <OpenRequest deposit={deposit.data} />
      ) : deposit.isError ? (
        <Text c="red.8">{t('deposit.notFound')}</Text>
      ) : (
        <Skeleton height={320} />
      )}
      <Button
        component={Link}
        to="/credit/deposit/qrcodes"
        variant="light"
        color="green"
        data-testid="deposit-qrcodes-link"
      >
        {t('deposit.qr.listTitle')}
      </Button>
    </Stack>
  );
}
