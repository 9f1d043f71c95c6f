import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAccountNumber, useMemberBanks, useThaiBanks } from '../features/banks/api.ts';

/** `/bank/status`: the member's accounts, which one is the withdrawal account, verified or not. */
export function Component() {
  const { t, i18n } = useTranslation();
  const mine = useMemberBanks();
  const banks = useThaiBanks();
  const nameOf = (code: string) => {
    const bank = banks.data?.find((b) => b.bankCode === code);
    return bank ? (i18n.language === 'th' ? bank.nameTh : bank.nameEn) : code;
  };

  return (
    <Stack data-testid="bank-status-page" gap="md" py="md" maw={640} mx="auto">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('bank.status.title')}
        </Title>
        {(mine.data?.length ?? 0) < 3 ? (
          <Button component={Link} to="/bank/add" color="green" data-testid="bank-status-add">
            {t('bank.status.add')}
          </Button>
        ) : null}
      </Group>
      {mine.isError ? (
        <Alert color="red">{t('wallet.statement.error')}</Alert>
      ) : !mine.data ? (
        <Skeleton height={96} radius="lg" />
      ) : mine.data.length === 0 ? (
        <Paper withBorder radius="lg" p="lg" data-testid="bank-status-empty">
          <Text>{t('bank.status.empty')}</Text>
        </Paper>
      ) : (
        mine.data.map((bank) => (
          <Paper key={bank.id} withBorder radius="lg" p="lg" data-testid="bank-status-item">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>{nameOf(bank.bankCode)}</Text>
                <Group gap="xs">
                  {bank.isWithdrawal ? (
                    <Badge color="green" variant="light" data-testid="bank-status-withdrawal">
                      {t('bank.status.withdrawalAccount')}
                    </Badge>
                  ) : null}
                  <Badge
                    color={bank.verified ? 'green' : 'gray'}
                    variant="outline"
                    data-testid="bank-status-verified"
                  >
                    {bank.verified ? t('bank.status.verified') : t('bank.status.unverified')}
                  </Badge>
                </Group>
              </Group>
              <Text fz={20} ff="monospace" data-testid="bank-status-number">
                {formatAccountNumber(bank.bankAccountNumber)}
              </Text>
              <Text c="dimmed">{bank.bankAccountName}</Text>
            </Stack>
          </Paper>
        ))
      )}
      {mine.data?.some((bank) => bank.isWithdrawal) ? (
        <Button
          component={Link}
          to="/credit/withdraw"
          variant="light"
          color="green"
          size="lg"
          data-testid="bank-status-withdraw"
        >
          {t('withdraw.title')}
        </Button>
      ) : null}
    </Stack>
  );
}
