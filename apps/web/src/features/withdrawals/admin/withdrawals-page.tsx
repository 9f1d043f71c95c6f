import type { AdminWithdrawal } from '@chokdee/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  dayRangeQuery,
  enumQuery,
  ListPanel,
  pageQuery,
  textQuery,
  TotalsText,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { hasPermission } from '../../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { formatBaht } from '../../../lib/format.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { UnverifiedBanks } from './unverified-banks.tsx';
import {
  WITHDRAWAL_FILTER_KEYS as KEYS,
  withdrawalColumns,
  withdrawalFilters,
} from './withdrawal-columns.tsx';
import { WithdrawalDecideDialog } from './withdrawal-decide-dialog.tsx';
import { fetchWithdrawals, WITHDRAWALS_KEY } from './withdrawals-api.ts';

/** The withdrawal queue: filters (status, member, days), totals, approve / reject. */
export function WithdrawalsPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [open, setOpen] = useState<AdminWithdrawal | null>(null);
  const canDecide = hasPermission(me.data?.permissions, 'withdrawals.decide');
  const list = useAdminList({
    keys: KEYS,
    queryKey: WITHDRAWALS_KEY,
    fetch: (filters, page, signal) =>
      fetchWithdrawals(
        {
          status: enumQuery(filters.status, 'PENDING'),
          q: textQuery(filters.q),
          ...dayRangeQuery(filters.from, filters.to),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  const data = list.result.data;
  return (
    <>
      <PageHeader title={t('withdrawals.title')}>
        <TotalsText
          totals={data?.totals}
          testId="withdrawals-totals"
          text={(v) => t('withdrawals.totals', v)}
        />
      </PageHeader>
      <Stack>
        <ListPanel<(typeof KEYS)[number], AdminWithdrawal>
          list={list}
          filters={{
            fields: withdrawalFilters(t),
          }}
          table={{
            testId: 'withdrawals',
            rowTestId: 'withdrawal-row',
            statusOf: (row) => row.status,
            idOf: (row) => row.id,
            minWidth: 1000,
            columns: withdrawalColumns(t, canDecide ? setOpen : undefined),
          }}
        >
          {data && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('withdrawals.twoPersonNote', { amount: formatBaht(data.twoPersonAbove) })}
            </Text>
          )}
        </ListPanel>
        <UnverifiedBanks canVerify={hasPermission(me.data?.permissions, 'banks.verify')} />
      </Stack>
      {open && <WithdrawalDecideDialog row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
