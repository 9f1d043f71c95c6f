import './provider-deposit-i18n.ts';
import '@mantine/core/styles/Badge.css';
import type { MemberCryptoDeposit } from '@chokdee/domain';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { DEPOSIT_STATUS_COLORS } from '../api.ts';
import { Confirmations } from './crypto-request.tsx';

/** The member's USDT requests, newest first: amounts, transfer confirmations and status. */
export function CryptoDepositList({ deposits }: { deposits: MemberCryptoDeposit[] }) {
  const { t } = useTranslation();
  if (deposits.length === 0)
    return (
      <Text c="dimmed" data-testid="crypto-queue-empty">
        {t('deposit.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="crypto-queue">
      {deposits.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="sm" data-testid="crypto-item" data-status={d.status}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={700}>
                  {d.cryptoAmount} USDT · {d.network}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(d.createdAt)} · ฿ {formatBaht(d.amount)} @ {formatBaht(d.rate)}
                </Text>
              </div>
              <Badge color={DEPOSIT_STATUS_COLORS[d.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`deposit.status.${d.status}`)}
              </Badge>
            </Group>
            {d.receivedAmount !== null ? (
              <Text size="sm">{t('providerDeposit:crypto.received', { amount: d.receivedAmount })}</Text>
            ) : null}
            <Confirmations deposit={d} />
            {d.creditedAmount !== null ? (
              <Text size="sm" c="green.8">
                {t('deposit.credited', { amount: formatBaht(d.creditedAmount) })}
              </Text>
            ) : null}
            {d.status === 'PENDING' ? (
              <Anchor component={Link} to={`/credit/deposit/crypto?id=${d.id}`} size="sm">
                {t('deposit.open')}
              </Anchor>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
