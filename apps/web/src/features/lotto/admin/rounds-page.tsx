import { Anchor, Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable, moneyColumn } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useTableState } from '../../../lib/admin/use-table-state.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { useRounds, type LottoRoundRow } from './lotto-api.ts';
import { ALL_DATES, ROUND_FILTER_KEYS, RoundsFilters } from './rounds-filters.tsx';
import { RoundStatusBadge, useRoundTitle } from './lotto-ui.tsx';
import { bangkokDate, formatTimestamp } from '../../../lib/format.ts';

const PAGE_SIZE = 25;
/** Rounds open and close on the minute. */
const minute = (time: string) => formatTimestamp(time).slice(0, 16);

/** Rounds by close time with their sales; filters and page live in the URL. */
export function RoundsPage() {
  const { t } = useAdminT();
  const table = useTableState(ROUND_FILTER_KEYS);
  const title = useRoundTitle();
  const date = table.filters.date === '' ? bangkokDate() : table.filters.date;
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
        <RoundsFilters table={table} date={date} />
        <AdminTable<LottoRoundRow>
          result={rounds}
          testId="rounds"
          rowTestId="rounds-row"
          idOf={(round) => round.id}
          page={table.page}
          onPage={table.setPage}
          minWidth={1000}
          columns={[
            {
              accessor: 'round',
              title: t('lotto.round'),
              render: (round) => (
                <Anchor
                  component={Link}
                  to={`/admin/lotto/rounds/${round.id}`}
                  data-testid={`round-link-${round.id}`}
                >
                  {title(round)}
                </Anchor>
              ),
            },
            { accessor: 'drawDate', title: t('lotto.drawDate') },
            {
              accessor: 'status',
              title: t('lotto.statusLabel'),
              render: (round) => <RoundStatusBadge status={round.status} />,
            },
            { accessor: 'openAt', title: t('lotto.openAt'), render: (round) => minute(round.openAt) },
            { accessor: 'closeAt', title: t('lotto.closeAt'), render: (round) => minute(round.closeAt) },
            { accessor: 'poys', title: t('lotto.poys'), textAlign: 'right' },
            moneyColumn('stake', t('lotto.stake'), (round) => round.stake),
            moneyColumn('payout', t('lotto.payout'), (round) => round.payout),
          ]}
        />
      </Paper>
    </>
  );
}
