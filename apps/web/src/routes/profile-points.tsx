import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLoyaltyT } from '../features/loyalty/loyalty-i18n.ts';
import { RedeemForm } from '../features/loyalty/redeem-form.tsx';
import { usePoints, usePointsHistory, usePointsTerms } from '../features/loyalty/loyalty-api.ts';
import { StatementList } from '../features/wallet/components/statement-list.tsx';
import { formatBaht } from '../lib/format.ts';

/**
 * `/profile/points`: the member's loyalty points, the redemption to cash (at the staff-set value,
 * from the minimum) and the points history (the last 90 days, the statement's rows).
 */
export function Component() {
  const { t } = useLoyaltyT();
  const points = usePoints();
  const terms = usePointsTerms();
  const history = usePointsHistory();
  return (
    <Stack data-testid="points-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('title')}
      </Title>
      <Paper
        radius="lg"
        p="lg"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-yellow-6), var(--mantine-color-orange-6))',
          color: 'white',
        }}
      >
        <Text size="sm" opacity={0.95}>
          {t('balance')}
        </Text>
        {points.data === undefined ? (
          <Skeleton height={36} width="50%" mt={6} />
        ) : (
          <Text data-testid="points-balance" fz={32} fw={700} lh={1.25}>
            {t('pointsValue', { points: formatBaht(points.data) })}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Text c="dimmed" size="sm" mb="sm" data-testid="points-terms">
          {terms.data
            ? t('terms', {
                value: formatBaht(terms.data.pointValue),
                minimum: formatBaht(terms.data.minPoints),
              })
            : t('intro')}
        </Text>
        <RedeemForm points={points.data} minPoints={terms.data?.minPoints} />
      </Paper>
      <Title order={2} fz={20} mt="sm">
        {t('history')}
      </Title>
      <StatementList
        lines={history.data}
        isPending={history.isPending}
        isError={history.isError}
        onRetry={() => void history.refetch()}
        emptyText={t('empty')}
      />
    </Stack>
  );
}
