import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { STATUS_COLORS, useMyWithdrawals } from './api.ts';

/** The member's withdrawals, newest first, with their status (and the reason of a rejection). */
export function WithdrawalList() {
  const { t } = useTranslation();
  const list = useMyWithdrawals();
  if (!list.data) return null;
  if (list.data.length === 0)
    return (
      <Text c="dimmed" data-testid="withdrawals-empty">
        {t('withdraw.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="withdrawals-list">
      {list.data.map((w) => (
        <Paper key={w.id} withBorder radius="md" p="sm" data-testid="withdrawal-item" data-status={w.status}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>฿ {formatBaht(w.amount)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(w.createdAt)} · {w.bankCode} {w.bankAccountNumber}
              </Text>
              {w.reason ? (
                <Text size="sm" c="red.8">
                  {w.reason}
                </Text>
              ) : null}
            </div>
            <Badge color={STATUS_COLORS[w.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`withdraw.status.${w.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
