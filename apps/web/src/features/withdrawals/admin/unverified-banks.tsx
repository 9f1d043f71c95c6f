import { Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, SectionCard, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { fetchMemberBanks, useWithdrawalActions, WITHDRAWALS_KEY } from './withdrawals-api.ts';

const num = { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/** Bank accounts whose holder name staff have not checked yet. */
export function UnverifiedBanks({ canVerify }: { canVerify: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useWithdrawalActions();
  const banks = useQuery({
    queryKey: [...WITHDRAWALS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchMemberBanks({ verified: 'false', pageSize: 50 }, signal),
  });
  return (
    <SectionCard title={t('withdrawals.banksTitle')}>
      <TableState
        loading={banks.isPending}
        error={banks.error}
        empty={banks.data?.items.length === 0}
        testId="member-banks"
      >
        <DataTable testId="member-banks-table" minWidth={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('withdrawals.member')}</Table.Th>
              <Table.Th>{t('withdrawals.bank')}</Table.Th>
              <Table.Th>{t('withdrawals.holder')}</Table.Th>
              <Table.Th>{t('withdrawals.created')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banks.data?.items.map((bank) => (
              <Table.Tr key={bank.id} data-testid="member-bank-row">
                <Table.Td>{bank.userName}</Table.Td>
                <Table.Td ff="monospace">
                  {bank.bankCode} {bank.bankAccountNumber}
                </Table.Td>
                <Table.Td>{bank.bankAccountName}</Table.Td>
                <Table.Td {...num}>{formatTimestamp(bank.createdAt)}</Table.Td>
                <Table.Td ta="right">
                  {canVerify && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      data-testid="member-bank-verify"
                      loading={actions.verify.isPending}
                      onClick={() =>
                        actions.verify.mutate(
                          { id: bank.id },
                          { onSuccess: () => feedback.ok(), onError: feedback.fail },
                        )
                      }
                    >
                      {t('withdrawals.verify')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
    </SectionCard>
  );
}
