import { STATEMENT_LINE_STATUSES, type AdminStatementLine, type StatementLineStatus } from '@chokdee/domain';
import { Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminTable,
  pageQuery,
  QuickFilters,
  textQuery,
  TotalsText,
  useAdminList,
  useLocalTableState,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DEPOSITS_KEY, fetchDepositBanks, fetchStatementLines } from './deposits-api.ts';
import { statementLineColumns } from './statement-line-columns.tsx';
import { StatementLineDialog } from './statement-line-dialog.tsx';

const KEYS = ['status', 'bankId'] as const;

/** Incoming statement lines, unmatched first: each waits for staff to match or dismiss it. */
export function StatementLinesPanel({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState<AdminStatementLine | null>(null);
  const banks = useQuery({
    queryKey: [...DEPOSITS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchDepositBanks(signal),
  });
  const list = useAdminList(
    {
      keys: KEYS,
      queryKey: [...DEPOSITS_KEY, 'lines'],
      fetch: (filters, page, signal) =>
        fetchStatementLines(
          {
            status: textQuery<StatementLineStatus>(filters.status),
            bankId: textQuery(filters.bankId),
            ...pageQuery(page),
          },
          signal,
        ),
    },
    useLocalTableState({ status: 'UNMATCHED', bankId: '' }),
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" mb="md" justify="space-between">
        <QuickFilters
          filters={list.filters}
          onChange={list.setFilters}
          fields={[
            {
              kind: 'select',
              key: 'status',
              label: t('deposits.status'),
              testId: 'lines-filter-status',
              options: STATEMENT_LINE_STATUSES.map((s) => ({
                value: s,
                label: t(`deposits.lineStatuses.${s}`),
              })),
            },
            {
              kind: 'select',
              key: 'bankId',
              label: t('deposits.account'),
              options: [
                { value: '', label: t('deposits.all') },
                ...(banks.data ?? []).map((b) => ({
                  value: b.bankId,
                  label: `${b.bankCode} ${b.accountNumber}`,
                })),
              ],
            },
          ]}
        />
        <TotalsText
          totals={list.result.data?.totals}
          testId="lines-totals"
          text={(v) => t('deposits.lineTotals', v)}
        />
      </Group>
      <AdminTable<AdminStatementLine>
        result={list.result}
        testId="lines"
        rowTestId="line-row"
        statusOf={(line) => line.status}
        idOf={(line) => line.id}
        page={list.page}
        onPage={list.setPage}
        minWidth={900}
        columns={statementLineColumns(t, canDecide ? setOpen : undefined)}
      />
      {open && <StatementLineDialog line={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
