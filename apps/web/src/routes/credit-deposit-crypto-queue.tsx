import '../features/deposits/providers/provider-deposit-i18n.ts';
import { Button, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCryptoDeposits } from '../features/deposits/providers/api.ts';
import { CryptoDepositList } from '../features/deposits/providers/crypto-deposit-list.tsx';

/** `/credit/deposit/crypto/queue`: the member's USDT deposits with confirmations and status, live while one is open. */
export function Component() {
  const { t } = useTranslation();
  const deposits = useCryptoDeposits();
  return (
    <Stack data-testid="crypto-queue-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('providerDeposit:crypto.queueTitle')}
      </Title>
      {deposits.data ? <CryptoDepositList deposits={deposits.data} /> : <Skeleton height={200} />}
      <Button component={Link} to="/credit/deposit/crypto" variant="light" color="green">
        {t('providerDeposit:crypto.title')}
      </Button>
    </Stack>
  );
}
