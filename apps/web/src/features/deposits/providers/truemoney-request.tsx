import './provider-deposit-i18n.ts';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import type { DepositResponse } from '@chokdee/domain';
import { Alert, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format.ts';
import { DEPOSIT_STATUS_COLORS } from '../api.ts';
import { countdownText, useNow } from '../../../lib/use-now.ts';
import { CopyValue } from './copy-value.tsx';
import { DemoPayButton } from './demo-pay-button.tsx';

/** "0812345678" as TrueMoney shows it: 081-234-5678. */
export const formatPhone = (phone: string): string => phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/**
 * An open TrueMoney request: the site wallet number and the exact amount to send from the
 * member's registered phone, a countdown and the live status (polled by the page).
 */
export function TruemoneyRequest({
  deposit,
  walletPhone,
}: {
  deposit: DepositResponse;
  walletPhone: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const pending = deposit.status === 'PENDING';
  const left = deposit.expiresAt ? countdownText(new Date(deposit.expiresAt).getTime() / 1000, now) : null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="truemoney-request" data-status={deposit.status}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('providerDeposit:truemoney.sendTo')}</Text>
          <Badge color={DEPOSIT_STATUS_COLORS[deposit.status]} variant="light" data-testid="deposit-status">
            {t(`deposit.status.${deposit.status}`)}
          </Badge>
        </Group>
        <CopyValue
          label={t('providerDeposit:truemoney.wallet')}
          value={walletPhone}
          shown={formatPhone(walletPhone)}
          testId="truemoney-wallet"
        />
        <CopyValue
          label={t('providerDeposit:truemoney.exactAmount')}
          value={deposit.amount.toFixed(2)}
          shown={`฿ ${formatBaht(deposit.amount)}`}
          testId="truemoney-amount"
        />
        {pending ? (
          <>
            <List size="sm" spacing={4}>
              <List.Item>{t('providerDeposit:truemoney.step1')}</List.Item>
              <List.Item>{t('providerDeposit:truemoney.step2')}</List.Item>
              <List.Item>{t('providerDeposit:truemoney.step3')}</List.Item>
            </List>
            <Text data-testid="deposit-countdown" c={left ? undefined : 'red.8'}>
              {left ? t('deposit.expiresIn', { time: left }) : t('deposit.expiredSoon')}
            </Text>
            <DemoPayButton depositId={deposit.id} label={t('providerDeposit:truemoney.simulate')} />
          </>
        ) : null}
        {deposit.status === 'SUCCESS' ? (
          <Alert color="green" data-testid="deposit-credited">
            {t('deposit.credited', { amount: formatBaht(deposit.amount) })}
          </Alert>
        ) : null}
        {deposit.status === 'EXPIRED' ? <Alert color="gray">{t('deposit.expired')}</Alert> : null}
      </Stack>
    </Paper>
  );
}
