import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EndpointAnswer } from '@chokdee/domain';
import { affiliateEndpoints } from '@chokdee/domain';
import { useAffiliateT } from './i18n.ts';
import { formatBaht } from '../../lib/format.ts';

type Me = EndpointAnswer<typeof affiliateEndpoints.me>;

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string | number;
  note?: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={20} data-testid={testId}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** Earnings today / this month / all time, the referred counts and the plan's rates. */
export function EarningsCard({ me }: { me: Me | undefined }) {
  const { t } = useAffiliateT();
  if (!me) return <Skeleton height={160} radius="lg" />;
  const baht = (value: number) => `฿ ${formatBaht(value)}`;
  const basis = (b: string) => t(b === 'NET_LOSS' ? 'basisNetLoss' : 'basisTurnover');
  return (
    <Stack gap="xs" data-testid="affiliate-earnings">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label={t('today')} value={baht(me.earnings.today)} testId="affiliate-today" />
        <Figure label={t('month')} value={baht(me.earnings.month)} testId="affiliate-month" />
        <Figure label={t('allTime')} value={baht(me.earnings.allTime)} testId="affiliate-all-time" />
        <Figure
          label={t('referred')}
          value={me.referred.total}
          note={t('referredActive', { active: me.referred.active30d })}
          testId="affiliate-referred"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="affiliate-levels">
        {me.levels
          .map((level) =>
            t('levelRate', {
              level: level.level,
              percent: level.percent,
              basis: basis(level.basis),
            }),
          )
          .join(' · ')}
        {' · '}
        {t('minPayout', { amount: formatBaht(me.minPayout) })}
      </Text>
      {me.earnings.pending > 0 && (
        <Text size="sm" data-testid="affiliate-pending">
          {t('pending', { amount: formatBaht(me.earnings.pending) })}
        </Text>
      )}
    </Stack>
  );
}
