import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyDeposits } from '../features/deposits/api.ts';
import { DepositList } from '../features/deposits/deposit-list.tsx';
import { WithdrawalList } from '../features/withdrawals/withdrawal-list.tsx';

/** `/credit/status`: the member's deposits (fast/QR, normal) and withdrawals with their status. */
export function Component() {
  const { t } = useTranslation();
  const fast = useMyDeposits('depositFast');
  const normal = useMyDeposits('depositNormal');
  return (
    <Stack data-testid="credit-status-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.statusTitle')}
      </Title>
      <Tabs defaultValue="fast" color="green">
        <Tabs.List grow>
          <Tabs.Tab value="fast">{t('deposit.tabs.fast')}</Tabs.Tab>
          <Tabs.Tab value="normal">{t('deposit.tabs.normal')}</Tabs.Tab>
          <Tabs.Tab value="withdraw">{t('deposit.tabs.withdraw')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fast" pt="md">
          <DepositList deposits={fast.data} testId="status-fast-list" />
        </Tabs.Panel>
        <Tabs.Panel value="normal" pt="md">
          <DepositList deposits={normal.data} testId="status-normal-list" />
        </Tabs.Panel>
        <Tabs.Panel value="withdraw" pt="md">
          <WithdrawalList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
