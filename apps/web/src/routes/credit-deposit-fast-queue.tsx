import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openRequestOf, useDeposit, useMyDeposits } from '../features/deposits/api.ts';
import { OpenRequest } from '../features/deposits/open-request.tsx';

/**
 * `/credit/deposit/fast/queue[?id=]`: the open fast request (or the one named): what to transfer,
 * to where, until when; the status follows by itself, and the header balance is live.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mine = useMyDeposits('depositFast');
  const id = params.get('id') ?? openRequestOf(mine.data, 'FAST')?.id ?? null;
  const deposit = useDeposit(id);

  return (
    <Stack data-testid="deposit-queue-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.fast.queueTitle')}
      </Title>
      {deposit.data ? (
        <OpenRequest deposit={deposit.data} />
      ) : id === null && mine.data ? (
        <Text c="dimmed" data-testid="deposit-queue-empty">
          {t('deposit.noOpen')}
        </Text>
      ) : deposit.isError ? (
        <Text c="red.8">{t('deposit.notFound')}</Text>
      ) : (
        <Skeleton height={240} />
      )}
      <Button component={Link} to="/credit/deposit" variant="light" color="green">
        {t('deposit.back')}
      </Button>
    </Stack>
  );
}
