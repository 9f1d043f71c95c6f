import { isBetOption, type BetOption } from '@chokdee/domain';
import { Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, SectionCard, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import {
  EXPOSURE_REFRESH_MS,
  postRule,
  refreshLotto,
  useExposure,
  type LottoExposure,
  type LottoRound,
} from './lotto-api.ts';
import { formatBaht, formatClock } from '../../../lib/format.ts';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function RateNow({ rate, base }: { rate: number | null; base: number | undefined }) {
  const { t } = useAdminT();
  if (rate === null) return <>—</>;
  if (rate === 0)
    return (
      <Badge color="red" variant="light">
        {t('lotto.closedNumber')}
      </Badge>
    );
  return (
    <Text
      size="sm"
      c={base !== undefined && rate < base ? 'orange.8' : undefined}
      fw={base !== undefined && rate < base ? 700 : undefined}
    >
      {rate}
    </Text>
  );
}

function TopTable({
  data,
  round,
  sort,
  onClose,
}: {
  data: LottoExposure | undefined;
  round: LottoRound;
  sort: 'stake' | 'payout';
  onClose?: ((option: BetOption, number: string) => void) | undefined;
}) {
  const { t } = useAdminT();
  return (
    <div>
      <Title order={3} fz="sm" mb={4}>
        {t(sort === 'stake' ? 'lotto.topByStake' : 'lotto.topByPayout')}
      </Title>
      <TableState loading={!data} error={null} empty={data?.items.length === 0} testId={`exposure-${sort}`}>
        <DataTable minWidth={420} testId={`exposure-${sort}-table`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lotto.option')}</Table.Th>
              <Table.Th>{t('lotto.number')}</Table.Th>
              <Table.Th ta="right">{t('lotto.stake')}</Table.Th>
              <Table.Th ta="right">{t('lotto.payout')}</Table.Th>
              <Table.Th>{t('lotto.rateNow')}</Table.Th>
              {onClose && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((row) => (
              <Table.Tr key={`${row.option}:${row.number}`} data-testid={`exposure-${sort}-row`}>
                <Table.Td>{t(`lotto.options.${row.option}`, { defaultValue: row.option })}</Table.Td>
                <Table.Td ff="monospace" fw={700}>
                  {row.number}
                </Table.Td>
                <Table.Td ta="right" fw={sort === 'stake' ? 700 : undefined}>
                  {formatBaht(row.stake)}
                </Table.Td>
                <Table.Td ta="right" fw={sort === 'payout' ? 700 : undefined}>
                  {formatBaht(row.payout)}
                </Table.Td>
                <Table.Td>
                  <RateNow rate={row.rate} base={round.rates[row.option as keyof typeof round.rates]} />
                </Table.Td>
                {onClose && (
                  <Table.Td>
                    {row.rate !== 0 && row.rate !== null && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => isBetOption(row.option) && onClose(row.option, row.number)}
                      >
                        {t('lotto.closeNumber')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
    </div>
  );
}

/** The live exposure of a round: totals, per option, top numbers by stake and by payout; refreshes itself. */
export function ExposurePanel({ round, canEdit }: { round: LottoRound; canEdit: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [option, setOption] = useState('');
  const live = round.status !== 'VOIDED' && round.status !== 'SETTLED';
  const byStake = useExposure(round.id, 'stake', option, live);
  const byPayout = useExposure(round.id, 'payout', option, live);
  const closeNumber = useMutation({
    mutationFn: (key: { option: BetOption; number: string }) =>
      postRule({ roundId: round.id, ...key, rate: null }),
    onSuccess: async () => {
      feedback.ok();
      await refreshLotto();
    },
    onError: feedback.fail,
  });
  const totals = byStake.data?.totals;
  const updated = byStake.dataUpdatedAt ? formatClock(byStake.dataUpdatedAt) : '—';
  return (
    <SectionCard title={t('lotto.exposure')} testId="exposure">
      <Group justify="space-between" mb="sm">
        <NativeSelect
          size="xs"
          value={option}
          onChange={(event) => setOption(event.currentTarget.value)}
          data={[
            { value: '', label: t('lotto.allOptions') },
            ...round.options.map((o) => ({ value: o, label: t(`lotto.options.${o}`) })),
          ]}
          data-testid="exposure-option"
        />
        <Text size="xs" c="dimmed" data-testid="exposure-updated">
          {live
            ? t('lotto.liveEvery', { seconds: EXPOSURE_REFRESH_MS / 1000, time: updated })
            : t('lotto.notLive')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <Stat
          label={t('lotto.stake')}
          value={totals ? formatBaht(totals.stake) : '—'}
          testId="exposure-total-stake"
        />
        <Stat
          label={t('lotto.payout')}
          value={totals ? formatBaht(totals.payout) : '—'}
          testId="exposure-total-payout"
        />
        <Stat
          label={t('lotto.numbers')}
          value={totals ? String(totals.numbers) : '—'}
          testId="exposure-total-numbers"
        />
        <Stat
          label={t('lotto.poys')}
          value={totals ? String(totals.poys) : '—'}
          testId="exposure-total-poys"
        />
      </SimpleGrid>
      {byStake.data && byStake.data.byOption.length > 0 && (
        <DataTable minWidth={480} testId="exposure-by-option">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lotto.option')}</Table.Th>
              <Table.Th ta="right">{t('lotto.stake')}</Table.Th>
              <Table.Th ta="right">{t('lotto.payout')}</Table.Th>
              <Table.Th ta="right">{t('lotto.maxPayout')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byStake.data.byOption.map((o) => (
              <Table.Tr key={o.option}>
                <Table.Td>{t(`lotto.options.${o.option}`, { defaultValue: o.option })}</Table.Td>
                <Table.Td ta="right">{formatBaht(o.stake)}</Table.Td>
                <Table.Td ta="right">{formatBaht(o.payout)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatBaht(o.maxPayout)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} mt="md">
        <TopTable
          data={byStake.data}
          round={round}
          sort="stake"
          onClose={canEdit ? (o, n) => closeNumber.mutate({ option: o, number: n }) : undefined}
        />
        <TopTable
          data={byPayout.data}
          round={round}
          sort="payout"
          onClose={canEdit ? (o, n) => closeNumber.mutate({ option: o, number: n }) : undefined}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
