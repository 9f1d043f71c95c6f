import '@mantine/core/styles/Alert.css';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDepositBanks, useMyDeposits } from '../features/deposits/api.ts';
import { DepositList } from '../features/deposits/deposit-list.tsx';
import { NormalDepositForm } from '../features/deposits/normal-form.tsx';

/** `/credit/deposit/normal`: tell staff about a transfer already made; they check and credit it. */
export function Component() {
  const { t } = useTranslation();
  const banks = useDepositBanks();
  const mine = useMyDeposits('depositNormal');
  return (
    <Stack data-testid="deposit-normal-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.normal.title')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        {!banks.data ? (
          <Skeleton height={200} />
        ) : banks.data.length === 0 ? (
          <Alert color="orange">{t('deposit.noBank')}</Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('deposit.normal.hint')}</Text>
            <NormalDepositForm
              banks={banks.data}
              onDone={() => window.scrollTo({ top: document.body.scrollHeight })}
            />
          </Stack>
        )}
      </Paper>
      <Title order={2} fz={20}>
        {t('deposit.history')}
      </Title>
      <DepositList deposits={mine.data} testId="deposit-normal-list" />
    </Stack>
  );
}
