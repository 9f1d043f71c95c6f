import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { poyPath, STATUS_COLOR } from '../poy-paths.ts';
import type { PoySummary } from '../types.ts';

/**
 * The member's poys as cards (newest first) with status, stake and, once settled, the win;
 * `nameOf` names the round (the route passes lotto's).
 */
export function PoyList({
  poys,
  isPending,
  isError,
  onRetry,
  nameOf,
}: {
  poys: PoySummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  nameOf: (poy: PoySummary) => string;
}) {
  const { t, i18n } = useTranslation();
  if (isPending) return <Skeleton height={180} radius="md" />;
  if (isError)
    return (
      <Alert color="red">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('poy.loadError')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('lotto.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!poys || poys.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="poy-empty">
        {t('poy.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} data-testid="poy-list">
      {poys.map((poy) => (
        <UnstyledButton
          key={poy.poyId}
          component={AppLink}
          to={poyPath(poy)}
          data-testid="poy-row"
          data-poy-id={poy.poyId}
          data-status={poy.status}
          style={{ display: 'block', listStyle: 'none' }}
        >
          <Paper withBorder radius="md" px="md" py="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="poy-round">
                  {nameOf(poy)}
                </Text>
                <Text size="sm" c="dimmed">
                  #{poy.poyId} · {t('poy.lineCount', { count: poy.lineCount })}
                </Text>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDateTime(poy.createdAt)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge color={STATUS_COLOR[poy.status] ?? 'gray'} variant="light" data-testid="poy-status">
                  {i18n.exists(`poy.status.${poy.status}`) ? t(`poy.status.${poy.status}`) : poy.status}
                </Badge>
                <Text fw={800} data-testid="poy-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  ฿{formatBaht(poy.total)}
                </Text>
                {poy.status === 'SETTLED' && poy.win !== null && (
                  <Text
                    size="sm"
                    fw={700}
                    c={poy.win > 0 ? 'green.8' : 'dimmed'}
                    data-testid="poy-win"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {poy.win > 0 ? `${t('poy.won')} +฿${formatBaht(poy.win)}` : t('poy.noWin')}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
