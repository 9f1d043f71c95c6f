import '@mantine/core/styles/Badge.css';
import type { DepositResponse } from '@chokdee/domain';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { DEPOSIT_STATUS_COLORS } from './api.ts';

const QUEUE: Record<string, string> = {
  FAST: '/credit/deposit/fast/queue',
  QRCODE: '/credit/deposit/qrcode',
  TRUEMONEY: '/credit/deposit/truemoney',
  CRYPTO: '/credit/deposit/crypto',
};

/** Deposits newest first with their status; an open fast/QR request links to its page. */
export function DepositList({
  deposits,
  testId,
}: {
  deposits: DepositResponse[] | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!deposits) return null;
  if (deposits.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {t('deposit.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid={testId}>
      {deposits.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="sm" data-testid="deposit-item" data-status={d.status}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>฿ {formatBaht(d.prepareAmount ?? d.amount)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(d.createdAt)} · {t(`deposit.methods.${d.method}`)}
              </Text>
              {d.reason ? (
                <Text size="sm" c="red.8">
                  {d.reason}
                </Text>
              ) : null}
              {d.status === 'PENDING' && QUEUE[d.method] ? (
                <Anchor component={Link} to={`${QUEUE[d.method]}?id=${d.id}`} size="sm">
                  {t('deposit.open')}
                </Anchor>
              ) : null}
            </div>
            <Badge color={DEPOSIT_STATUS_COLORS[d.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`deposit.status.${d.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
