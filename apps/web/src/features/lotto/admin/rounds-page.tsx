import { ADMIN_ROUND_STATUSES, bangkokToday, ROUND_FAMILIES } from '@chokdee/domain';
import { Anchor, Button, Group, NativeSelect, Paper, Table, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/admin/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useTableState } from '../../../lib/admin/use-table-state.ts';
import { DataTable, PageHeader, Pager, TableState } from '../../../components/admin/ui.tsx';
import { useRounds } from './lotto-api.ts';
import { baht, RoundStatusBadge, useRoundTitle } from './lotto-ui.tsx';

const KEYS = ['family', 'date', 'status'] as const;
const PAGE_SIZE = 25;
/** `date=all` lists every draw date; no date in the URL means today (Bangkok). */
const ALL_DATES = 'all';

/** Rounds by close time with their sales; filters and page live in the URL. */
export function RoundsPage() {
  const { t } = useAdminT();
  const table = useTableState(KEYS);
  const title = useRoundTitle();
  const date = table.filters.date === '' ? bangkokToday() : table.filters.date;
  const rounds = useRounds({
    family: table.filters.family,
    date: date === ALL_DATES ? '' : date,
    status: table.filters.status,
    page: table.page,
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title={t('lotto.roundsTitle')}>
        <Button
          component={Link}
          to="/admin/lotto/families"
          variant="default"
          size="sm"
          data-testid="to-families"
        >
          {t('lotto.familiesTitle')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md" gap="sm">
          <NativeSelect
            label={t('lotto.family')}
            value={table.filters.family}
            onChange={(event) => table.setFilters({ family: event.currentTarget.value })}
            data={[
              { value: '', label: t('lotto.allFamilies') },
              ...ROUND_FAMILIES.map((f) => ({ value: f, label: t(`lotto.families.${f}`) })),
            ]}
            data-testid="rounds-family"
          />
          <TextInput
            type="date"
            label={t('lotto.drawDate')}
            value={date === ALL_DATES ? '' : date}
            onChange={(event) => table.setFilters({ date: event.currentTarget.value || ALL_DATES })}
            data-testid="rounds-date"
          />
          <Button
            variant="subtle"
            size="sm"
            onClick={() => table.setFilters({ date: ALL_DATES })}
            disabled={date === ALL_DATES}
          >
            {t('lotto.allDates')}
          </Button>
          <NativeSelect
            label={t('lotto.statusLabel')}
            value={table.filters.status}
            onChange={(event) => table.setFilters({ status: event.currentTarget.value })}
            data={[
              { value: '', label: t('lotto.allStatuses') },
              ...ADMIN_ROUND_STATUSES.map((s) => ({ value: s, label: t(`lotto.status.${s}`) })),
            ]}
            data-testid="rounds-status"
          />
        </Group>
        <TableState
          loading={rounds.isPending}
          error={rounds.error}
          empty={rounds.data?.items.length === 0}
          testId="rounds"
        >
          <DataTable testId="rounds-table" minWidth={1000}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lotto.round')}</Table.Th>
                <Table.Th>{t('lotto.drawDate')}</Table.Th>
                <Table.Th>{t('lotto.statusLabel')}</Table.Th>
                <Table.Th>{t('lotto.openAt')}</Table.Th>
                <Table.Th>{t('lotto.closeAt')}</Table.Th>
                <Table.Th ta="right">{t('lotto.poys')}</Table.Th>
                <Table.Th ta="right">{t('lotto.stake')}</Table.Th>
                <Table.Th ta="right">{t('lotto.payout')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: rounds.isPlaceholderData ? 0.5 : 1 }}>
              {rounds.data?.items.map((round) => (
                <Table.Tr key={round.id} data-testid="rounds-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/lotto/rounds/${round.id}`}
                      data-testid={`round-link-${round.id}`}
                    >
                      {title(round)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{round.drawDate}</Table.Td>
                  <Table.Td>
                    <RoundStatusBadge status={round.status} />
                  </Table.Td>
                  <Table.Td>{formatTime(round.openAt).slice(0, 16)}</Table.Td>
                  <Table.Td>{formatTime(round.closeAt).slice(0, 16)}</Table.Td>
                  <Table.Td ta="right">{round.poys}</Table.Td>
                  <Table.Td ta="right">{baht(round.stake)}</Table.Td>
                  <Table.Td ta="right">{baht(round.payout)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
          {rounds.data && (
            <Pager
              page={table.page}
              total={rounds.data.total}
              pageSize={rounds.data.pageSize}
              onChange={table.setPage}
            />
          )}
        </TableState>
      </Paper>
    </>
  );
}
