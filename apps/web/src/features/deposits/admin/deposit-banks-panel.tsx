import type { AdminDepositBank } from '@chokdee/domain';
import { Badge, Button, Group, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { actionColumn, RecordsTable } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { BankModal, draftOf, EMPTY, type Draft } from './bank-modal.tsx';
import { DEPOSITS_KEY, fetchDepositBanks } from './deposits-api.ts';

const MONO = () => ({ fontFamily: 'monospace' });

function BankFlags({ bank }: { bank: AdminDepositBank }) {
  const { t } = useAdminT();
  return (
    <Group gap={4}>
      {bank.botUpdate && <Badge variant="light">{t('deposits.botUpdate')}</Badge>}
      {bank.fast && (
        <Badge variant="light" color="green">
          {t('deposits.fast')}
        </Badge>
      )}
      {!bank.active && (
        <Badge variant="light" color="gray">
          {t('deposits.inactive')}
        </Badge>
      )}
    </Group>
  );
}

/** The site's receiving accounts: fast (bot-read) accounts, the PromptPay id, active or not. */
export function DepositBanksPanel({ canManage }: { canManage: boolean }) {
  const { t } = useAdminT();
  const [editing, setEditing] = useState<Draft | null>(null);
  const banks = useQuery({
    queryKey: [...DEPOSITS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchDepositBanks(signal),
  });
  return (
    <Paper withBorder p="md" radius="md">
      {canManage && (
        <Group justify="flex-end" mb="sm">
          <Button onClick={() => setEditing(EMPTY)} data-testid="bank-add">
            {t('deposits.bankAdd')}
          </Button>
        </Group>
      )}
      <RecordsTable<AdminDepositBank>
        result={banks}
        testId="deposit-banks"
        rowTestId="deposit-bank-row"
        rowStyle={(bank) => (bank.active ? undefined : { opacity: 0.5 })}
        idOf={(bank) => bank.bankId}
        minWidth={800}
        columns={[
          {
            accessor: 'account',
            title: t('deposits.account'),
            cellsStyle: MONO,
            render: (bank) => `${bank.bankCode} ${bank.accountNumber}`,
          },
          { accessor: 'name', title: t('deposits.accountName') },
          {
            accessor: 'promptpayId',
            title: t('deposits.promptpayId'),
            cellsStyle: MONO,
            render: (bank) => bank.promptpayId ?? '—',
          },
          { accessor: 'flags', title: t('deposits.flags'), render: (bank) => <BankFlags bank={bank} /> },
          { accessor: 'openRequests', title: t('deposits.openRequests'), textAlign: 'right' },
          actionColumn(
            t('deposits.bankEdit'),
            'bank-edit',
            () => canManage,
            (bank) => setEditing(draftOf(bank)),
          ),
        ]}
      />
      {editing && <BankModal initial={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
