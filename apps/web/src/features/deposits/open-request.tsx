import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import type { DepositResponse } from '@chokdee/domain';
import { Alert, Badge, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAccountNumber, useThaiBanks } from '../banks/index.ts';
import { countdownText, useNow } from '../../lib/use-now.ts';
import { formatBaht } from '../../lib/format.ts';
import { DEPOSIT_STATUS_COLORS, useDepositBanks, useDepositSimulator, useSimulatePayment } from './api.ts';
import { QrBlock } from './qr-block.tsx';

/** "1,000.37" split so the satang that identify the transfer can be shown apart. */
export const splitBaht = (baht: number): { whole: string; satang: string } => {
  const [whole = '0', satang = '00'] = formatBaht(baht).split('.');
  return { whole, satang };
};

/**
 * An open fast/QR request: the exact amount (the satang offset emphasised: it is how the
 * statement line finds this request), where to send it or the QR to scan, a countdown to expiry
 * and the live status. In demo mode a button pays it through the signed statement hook.
 */
export function OpenRequest({ deposit }: { deposit: DepositResponse }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const banks = useDepositBanks();
  const thaiBanks = useThaiBanks();
  const simulator = useDepositSimulator();
  const simulate = useSimulatePayment();
  const account = banks.data?.find((b) => b.bankId === deposit.bankId);
  const bankName = thaiBanks.data?.find((b) => b.bankCode === account?.bankCode);
  const amount = deposit.prepareAmount ?? deposit.amount;
  const { whole, satang } = splitBaht(amount);
  const left = deposit.expiresAt ? countdownText(new Date(deposit.expiresAt).getTime() / 1000, now) : null;
  const pending = deposit.status === 'PENDING';

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="deposit-request" data-status={deposit.status}>
      <Stack gap="md" align="stretch">
        <Group justify="space-between">
          <Text fw={700}>{t(deposit.method === 'QRCODE' ? 'deposit.qr.scan' : 'deposit.fast.transfer')}</Text>
          <Badge color={DEPOSIT_STATUS_COLORS[deposit.status]} variant="light" data-testid="deposit-status">
            {t(`deposit.status.${deposit.status}`)}
          </Badge>
        </Group>
        {/* An open QR: the QR with the amount and expiry beside it (and the save button) says it all. */}
        {deposit.method === 'QRCODE' && deposit.payload && pending ? (
          <QrBlock deposit={deposit} amount={amount} />
        ) : (
          <div>
            <Text size="sm" c="dimmed">
              {t('deposit.exactAmount')}
            </Text>
            <Group gap={8} align="baseline">
              <Text fz={34} fw={800} data-testid="deposit-exact-amount" data-amount={amount}>
                ฿ {whole}.
                <Text span fz={40} fw={900} c="red.7" td="underline">
                  {satang}
                </Text>
              </Text>
              <CopyButton value={amount.toFixed(2)}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" color={copied ? 'teal' : 'green'} onClick={copy}>
                    {copied ? t('deposit.copied') : t('deposit.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="red.8">
              {t('deposit.satangHint', { satang })}
            </Text>
          </div>
        )}
        {account && deposit.method === 'FAST' ? (
          <div data-testid="deposit-account">
            <Text size="sm" c="dimmed">
              {t('deposit.toAccount')}
            </Text>
            <Text fw={700}>
              {(i18n.language === 'th' ? bankName?.nameTh : bankName?.nameEn) ?? account.bankCode}
            </Text>
            <Group gap={8}>
              <Text fz={22} fw={700} ff="monospace">
                {formatAccountNumber(account.accountNumber)}
              </Text>
              <CopyButton value={account.accountNumber}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" color={copied ? 'teal' : 'green'} onClick={copy}>
                    {copied ? t('deposit.copied') : t('deposit.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{account.name}</Text>
          </div>
        ) : null}
        {pending ? (
          <Text data-testid="deposit-countdown" c={left ? undefined : 'red.8'}>
            {left ? t('deposit.expiresIn', { time: left }) : t('deposit.expiredSoon')}
          </Text>
        ) : null}
        {deposit.status === 'SUCCESS' ? (
          <Alert color="green" data-testid="deposit-credited">
            {t('deposit.credited', { amount: formatBaht(amount) })}
          </Alert>
        ) : null}
        {deposit.status === 'EXPIRED' ? <Alert color="gray">{t('deposit.expired')}</Alert> : null}
        {pending && simulator.data ? (
          <Button
            variant="outline"
            color="orange"
            loading={simulate.isPending}
            onClick={() => simulate.mutate(deposit.id)}
            data-testid="deposit-simulate"
          >
            {t('deposit.simulate')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
