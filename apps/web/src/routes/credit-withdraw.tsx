import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAccountNumber, useMemberBanks, withdrawalAccountOf } from '../features/banks/api.ts';
import { fetchCash } from '../features/wallet/api/use-cash.ts';
import { useCreditTurnover } from '../features/wallet/api/use-credit-turnover.ts';
import { KycLimitItem } from '../features/kyc/index.ts';
import { useWithdrawLimits } from '../features/withdrawals/api.ts';
import { WithdrawForm } from '../features/withdrawals/withdraw-form.tsx';
import { WithdrawalList } from '../features/withdrawals/withdrawal-list.tsx';
import { formatBaht } from '../lib/format.ts';

/** `/credit/withdraw`: amount to the withdrawal account, the limits explained, the member's withdrawals. */
export function Component() {
  const { t } = useTranslation();
  const banks = useMemberBanks();
  const limits = useWithdrawLimits();
  const turnover = useCreditTurnover();
  const cash = useQuery({ queryKey: ['wallet', 'cash'], queryFn: fetchCash, staleTime: 5_000 });
  const account = withdrawalAccountOf(banks.data);

  return (
    <Stack data-testid="withdraw-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('withdraw.title')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('withdraw.available')}
            </Text>
            <Text fz={28} fw={700} data-testid="withdraw-available">
              ฿ {cash.data === undefined ? '…' : formatBaht(cash.data)}
            </Text>
          </div>
          {!banks.data ? (
            <Skeleton height={60} />
          ) : account ? (
            <div data-testid="withdraw-account">
              <Text size="sm" c="dimmed">
                {t('withdraw.to')}
              </Text>
              <Text fw={700}>
                {account.bankCode} {formatAccountNumber(account.bankAccountNumber)}
              </Text>
              <Text size="sm">{account.bankAccountName}</Text>
            </div>
          ) : (
            <Alert color="orange" data-testid="withdraw-no-bank">
              <Text mb="xs">{t('withdraw.noBank')}</Text>
              <Button component={Link} to="/bank/add" size="sm" color="orange" variant="light">
                {t('bank.add.title')}
              </Button>
            </Alert>
          )}
          {turnover.data && !turnover.data.canWithdraw ? (
            <Alert color="orange" data-testid="withdraw-turnover">
              {t('withdraw.turnover', { amount: formatBaht(turnover.data.turnOver) })}
            </Alert>
          ) : null}
          {account ? <WithdrawForm account={account} /> : null}
        </Stack>
      </Paper>
      <Paper radius="lg" p="lg" bg="green.0" data-testid="withdraw-limits">
        <Title order={2} fz={18} mb="sm">
          {t('withdraw.limitsTitle')}
        </Title>
        {limits.data ? (
          <List spacing="xs">
            <List.Item>{t('withdraw.limitPerTime', { amount: formatBaht(limits.data.perTime) })}</List.Item>
            <List.Item>
              {t('withdraw.limitPerDay', {
                amount: formatBaht(limits.data.perDay),
                used: formatBaht(limits.data.usedToday),
              })}
            </List.Item>
            <List.Item>
              {t('withdraw.limitCount', { max: limits.data.countPerDay, used: limits.data.countToday })}
            </List.Item>
            {limits.data.kyc.approved ? null : (
              <KycLimitItem
                singleAbove={limits.data.kyc.singleAbove}
                lifetimeAbove={limits.data.kyc.lifetimeAbove}
              />
            )}
            <List.Item>{t('withdraw.limitOne')}</List.Item>
            <List.Item>{t('withdraw.limitHeld')}</List.Item>
          </List>
        ) : (
          <Skeleton height={80} />
        )}
      </Paper>
      <Title order={2} fz={20}>
        {t('withdraw.history')}
      </Title>
      <WithdrawalList />
    </Stack>
  );
}
