import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../../lib/admin/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../components/admin/require-permission.tsx';
import { PageHeader, TableState } from '../../../components/admin/ui.tsx';
import { ExposurePanel } from './exposure-panel.tsx';
import { useRound } from './lotto-api.ts';
import { baht, RoundStatusBadge, useRoundTitle } from './lotto-ui.tsx';
import { NumberRules } from './number-rules.tsx';
import { ResultPanel } from './result-panel.tsx';
import { RoundActions } from './round-actions.tsx';
import { RoundSettings } from './round-settings.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** One round: state and actions, its result, live exposure, number rules, its own settings. */
export function RoundPage() {
  const { t } = useAdminT();
  const { id = '' } = useParams();
  const round = useRound(id);
  const title = useRoundTitle();
  const can = useCan();
  const manage = can('lotto.manage');
  const data = round.data;
  return (
    <>
      <Anchor component={Link} to="/admin/lotto/rounds" size="sm" mb="xs" display="inline-block">
        ← {t('lotto.roundsTitle')}
      </Anchor>
      <TableState loading={round.isPending} error={round.error} empty={false}>
        {data && (
          <Stack gap="md">
            <PageHeader title={`${title(data)} · ${data.drawDate}`}>
              <Group gap="sm">
                <RoundStatusBadge status={data.status} />
                {manage && <RoundActions round={data} />}
              </Group>
            </PageHeader>
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 2, md: 6 }}>
                <Fact label={t('lotto.openAt')} value={formatTime(data.openAt)} />
                <Fact label={t('lotto.closeAt')} value={formatTime(data.closeAt)} />
                <Fact label={t('lotto.resultAt')} value={formatTime(data.resultAt)} />
                <Fact label={t('lotto.poys')} value={String(data.poys)} />
                <Fact label={t('lotto.stake')} value={baht(data.stake)} />
                <Fact label={t('lotto.payout')} value={baht(data.payout)} />
              </SimpleGrid>
            </Paper>
            <ResultPanel round={data} />
            <ExposurePanel round={data} canEdit={manage && data.editable} />
            <NumberRules round={data} canEdit={manage && data.editable} />
            {/* Keyed by the stored settings: after a save or an action the form starts from what the server holds. */}
            <RoundSettings
              key={JSON.stringify([
                data.rates,
                data.bounds,
                data.tiers,
                data.roundMax,
                data.cancelMinutes,
                data.editable,
              ])}
              round={data}
              canEdit={manage && data.editable}
            />
          </Stack>
        )}
      </TableState>
    </>
  );
}
