import './provider-deposit-i18n.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import type { MemberCryptoDeposit } from '@chokdee/domain';
import { Alert, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format.ts';
import { DEPOSIT_STATUS_COLORS } from '../api.ts';
import { QrImage } from '../../../components/ui/qr-image.tsx';
import { countdownText, useNow } from '../../../lib/use-now.ts';
import { CopyValue } from './copy-value.tsx';
import { DemoPayButton } from './demo-pay-button.tsx';

/** Confirmations seen of those needed, once the transfer is on chain. */
export function Confirmations({ deposit }: { deposit: MemberCryptoDeposit }) {
  const { t } = useTranslation();
  if (deposit.confirmations === null || deposit.requiredConfirmations === null) return null;
  const done = Math.min(deposit.confirmations, deposit.requiredConfirmations);
  return (
    <div data-testid="crypto-confirmations" data-confirmations={deposit.confirmations}>
      <Text size="sm">
        {t('providerDeposit:crypto.confirmations', { n: done, required: deposit.requiredConfirmations })}
      </Text>
      <Progress value={(100 * done) / deposit.requiredConfirmations} color="green" size="sm" />
    </div>
  );
}

/**
 * A USDT request: the member's own address (QR and copy), the exact USDT to send, the rate and the
 * baht it buys, a countdown until a transfer is seen, then its confirmations and the credit.
 */
export function CryptoRequest({ deposit }: { deposit: MemberCryptoDeposit }) {
  const { t } = useTranslation();
  const now = useNow();
  const pending = deposit.status === 'PENDING';
  const left = deposit.expiresAt ? countdownText(new Date(deposit.expiresAt).getTime() / 1000, now) : null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="crypto-request" data-status={deposit.status}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{t('providerDeposit:crypto.sendTo', { network: deposit.network })}</Text>
          <Badge color={DEPOSIT_STATUS_COLORS[deposit.status]} variant="light" data-testid="deposit-status">
            {t(`deposit.status.${deposit.status}`)}
          </Badge>
        </Group>
        {pending && deposit.txHash === null ? (
          <Stack align="center" gap={4}>
            <QrImage text={deposit.address} size={200} label={t('providerDeposit:crypto.address')} />
            <Text size="xs" c="dimmed">
              USDT · {deposit.network}
            </Text>
          </Stack>
        ) : null}
        <CopyValue
          label={t('providerDeposit:crypto.address')}
          value={deposit.address}
          testId="crypto-address"
          mono
        />
        <CopyValue
          label={t('providerDeposit:crypto.exactAmount')}
          value={deposit.cryptoAmount}
          shown={`${deposit.cryptoAmount} USDT`}
          testId="crypto-amount"
        />
        <Text size="sm" data-testid="crypto-rate">
          {t('providerDeposit:crypto.rate', {
            rate: formatBaht(deposit.rate),
            amount: formatBaht(deposit.amount),
          })}
        </Text>
        {pending ? (
          <Alert color="yellow" p="xs">
            <Text size="sm">{t('providerDeposit:crypto.warning', { network: deposit.network })}</Text>
          </Alert>
        ) : null}
        <Confirmations deposit={deposit} />
        {pending && deposit.txHash === null ? (
          <Text data-testid="deposit-countdown" c={left ? undefined : 'red.8'}>
            {left ? t('deposit.expiresIn', { time: left }) : t('deposit.expiredSoon')}
          </Text>
        ) : null}
        {pending && deposit.txHash === null ? (
          <DemoPayButton depositId={deposit.id} label={t('providerDeposit:crypto.simulate')} />
        ) : null}
        {deposit.status === 'SUCCESS' && deposit.creditedAmount !== null ? (
          <Alert color="green" data-testid="deposit-credited">
            {t('deposit.credited', { amount: formatBaht(deposit.creditedAmount) })}
          </Alert>
        ) : null}
        {deposit.status === 'EXPIRED' ? <Alert color="gray">{t('deposit.expired')}</Alert> : null}
      </Stack>
    </Paper>
  );
}
