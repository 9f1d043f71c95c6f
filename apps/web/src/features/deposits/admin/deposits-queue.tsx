import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type AdminDeposit, type DepositMethod } from '@chokdee/domain';
import { useState } from 'react';
import {
  dayRangeQuery,
  enumOptions,
  enumQuery,
  ListPanel,
  memberAndDays,
  pageQuery,
  textQuery,
  TotalsText,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { depositColumns } from './deposit-columns.tsx';
import { DepositDecideDialog } from './deposit-decide-dialog.tsx';
import { DEPOSITS_KEY, fetchDeposits } from './deposits-api.ts';

const KEYS = ['status', 'method', 'q', 'from', 'to'] as const;

/** All deposits with filters (pending normal deposits by default), totals, approve / reject. */
export function DepositsQueue({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState<AdminDeposit | null>(null);
  const list = useAdminList({
    keys: KEYS,
    queryKey: [...DEPOSITS_KEY, 'list'],
    fetch: (filters, page, signal) =>
      fetchDeposits(
        {
          status: enumQuery(filters.status, 'PENDING'),
          method: enumQuery<DepositMethod>(filters.method, 'NORMAL'),
          q: textQuery(filters.q),
          ...dayRangeQuery(filters.from, filters.to),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  const allLabel = t('deposits.all');
  return (
    <>
      <ListPanel<(typeof KEYS)[number], AdminDeposit>
        list={list}
        filters={{
          summary: list.result.data ? (
            <TotalsText
              totals={list.result.data.totals}
              testId="deposits-totals"
              text={(v) => t('deposits.totals', v)}
            />
          ) : (
            <span />
          ),
          fields: [
            {
              kind: 'select',
              key: 'status',
              label: t('deposits.status'),
              testId: 'deposits-filter-status',
              options: enumOptions(DEPOSIT_STATUSES, (s) => t(`deposits.statuses.${s}`), {
                fallback: 'PENDING',
                allLabel,
              }),
            },
            {
              kind: 'select',
              key: 'method',
              label: t('deposits.method'),
              testId: 'deposits-filter-method',
              options: enumOptions(DEPOSIT_METHODS, (m) => t(`deposits.methods.${m}`), {
                fallback: 'NORMAL',
                allLabel,
              }),
            },
            ...memberAndDays(
              {
                label: t('deposits.member'),
                placeholder: t('deposits.memberHint'),
                testId: 'deposits-filter-q',
              },
              { from: t('deposits.dateFrom'), to: t('deposits.dateTo') },
            ),
          ],
        }}
        table={{
          testId: 'deposits',
          rowTestId: 'deposit-row',
          statusOf: (row) => row.status,
          idOf: (row) => row.id,
          minWidth: 1000,
          columns: depositColumns(t, canDecide ? setOpen : undefined),
        }}
      />
      {open && <DepositDecideDialog row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
