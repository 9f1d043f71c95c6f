import '../features/deposits/providers/provider-deposit-i18n.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { CryptoNetwork } from '@chokdee/domain';
import { Alert, Button, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AmountStep } from '../features/deposits/amount-step.tsx';
import {
  useCreateCrypto,
  useCryptoDeposits,
  useProviderSettings,
} from '../features/deposits/providers/api.ts';
import { CryptoRequest } from '../features/deposits/providers/crypto-request.tsx';
import { formatBaht } from '../lib/format.ts';

/** `/credit/deposit/crypto[?id=]`: network and amount, then the member's address, the USDT to send and its progress. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const settings = useProviderSettings();
  const deposits = useCryptoDeposits();
  const create = useCreateCrypto();
  const [chosen, setChosen] = useState<CryptoNetwork | null>(null);
  const crypto = settings.data?.crypto;
  const network = chosen ?? crypto?.networks[0]?.network ?? null;
  const idParam = params.get('id');
  const shown = idParam ? deposits.data?.find((d) => d.id === idParam) : undefined;
  const openId = deposits.data?.find((d) => d.status === 'PENDING')?.id;
  // Back on the page with a request still open: show it rather than a new form.
  useEffect(() => {
    if (idParam === null && openId) setParams({ id: openId }, { replace: true });
  }, [idParam, openId, setParams]);

  return (
    <Stack data-testid="deposit-crypto-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('providerDeposit:crypto.title')}
      </Title>
      {settings.isPending || deposits.isPending ? (
        <Skeleton height={240} />
      ) : shown ? (
        <CryptoRequest deposit={shown} />
      ) : idParam ? (
        <Text c="red.8">{t('deposit.notFound')}</Text>
      ) : crypto && network ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text size="sm">{t('providerDeposit:crypto.howto')}</Text>
            <div>
              <Text size="sm" fw={600} mb={4}>
                {t('providerDeposit:crypto.network')}
              </Text>
              <SegmentedControl
                fullWidth
                color="green"
                data-testid="crypto-network"
                value={network}
                onChange={(value) => setChosen(value)}
                data={crypto.networks.map((n) => ({ value: n.network, label: `USDT ${n.network}` }))}
              />
            </div>
            <Text size="sm" data-testid="crypto-rate-now">
              {t('providerDeposit:crypto.rateNow', { rate: formatBaht(crypto.rate) })}
            </Text>
            <AmountStep
              testId="deposit-crypto-form"
              pending={create.isPending}
              error={create.error}
              onSubmit={(baht) =>
                create.mutate(
                  { amount: baht, network },
                  { onSuccess: (created) => setParams({ id: created.id }) },
                )
              }
            />
          </Stack>
        </Paper>
      ) : (
        <Alert color="gray" data-testid="crypto-off">
          {t('providerDeposit:crypto.off')}
        </Alert>
      )}
      {shown && shown.status !== 'PENDING' ? (
        <Button variant="light" color="green" onClick={() => setParams({})} data-testid="crypto-new">
          {t('providerDeposit:newRequest')}
        </Button>
      ) : null}
      <Button
        component={Link}
        to="/credit/deposit/crypto/queue"
        variant="light"
        color="green"
        data-testid="crypto-queue-link"
      >
        {t('providerDeposit:crypto.queueTitle')}
      </Button>
      <Button component={Link} to="/credit/deposit" variant="subtle" color="gray">
        {t('deposit.back')}
      </Button>
    </Stack>
  );
}
