import type { AdminWalletBalances } from '@chokdee/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';

const BALANCES: { key: keyof AdminWalletBalances; points?: boolean; strong?: boolean }[] = [
  { key: 'cash' },
  { key: 'held' },
  { key: 'available', strong: true },
  { key: 'afCash' },
  { key: 'points', points: true },
];

/** The member's five balances, the available one stressed. */
export function Balances({ balances }: { balances: AdminWalletBalances }) {
  const { t } = useAdminT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="wallet-balances">
      {BALANCES.map(({ key, points, strong }) => (
        <Paper key={key} withBorder radius="md" p="sm" bg={strong ? 'green.0' : undefined}>
          <Text size="xs" c="dimmed">
            {t(`wallet.balances.${key}`)}
          </Text>
          <Text
            fz={{ base: 'md', sm: 'lg' }}
            fw={700}
            c={strong ? 'green.9' : undefined}
            data-testid={`wallet-balance-${key}`}
            data-value={balances[key]}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {formatBaht(balances[key])}
            <Text span size="xs" c="dimmed" fw={400} ml={4}>
              {points ? t('wallet.pointsUnit') : t('wallet.baht')}
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
