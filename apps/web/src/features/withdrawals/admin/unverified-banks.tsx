import type { AdminMemberBank } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { actionColumn, RecordsTable, timeColumn } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { SectionCard, useFeedback } from '../../../lib/admin/ui.tsx';
import { fetchMemberBanks, useWithdrawalActions, WITHDRAWALS_KEY } from './withdrawals-api.ts';

/** Bank accounts whose holder name staff have not checked yet. */
export function UnverifiedBanks({ canVerify }: { canVerify: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useWithdrawalActions();
  const banks = useQuery({
    queryKey: [...WITHDRAWALS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchMemberBanks({ verified: 'false', pageSize: 50 }, signal),
    select: (answer) => answer.items,
  });
  const verify = actionColumn<AdminMemberBank>(
    t('withdrawals.verify'),
    'member-bank-verify',
    () => canVerify,
    (bank) =>
      actions.verify.mutate({ id: bank.id }, { onSuccess: () => feedback.ok(), onError: feedback.fail }),
    actions.verify.isPending,
  );
  return (
    <SectionCard title={t('withdrawals.banksTitle')}>
      <RecordsTable<AdminMemberBank>
        result={banks}
        testId="member-banks"
        rowTestId="member-bank-row"
        idOf={(bank) => bank.id}
        columns={[
          { accessor: 'userName', title: t('withdrawals.member') },
          {
            accessor: 'bank',
            title: t('withdrawals.bank'),
            cellsStyle: () => ({ fontFamily: 'monospace' }),
            render: (bank) => `${bank.bankCode} ${bank.bankAccountNumber}`,
          },
          { accessor: 'bankAccountName', title: t('withdrawals.holder') },
          timeColumn('createdAt', t('withdrawals.created'), (bank) => bank.createdAt),
          verify,
        ]}
      />
    </SectionCard>
  );
}
