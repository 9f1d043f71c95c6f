import type { AdminDepositBank } from '@chokdee/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, TableState, useFeedback } from '../../../components/admin/ui.tsx';
import { DEPOSITS_KEY, fetchDepositBanks, useDepositActions } from './deposits-api.ts';

interface Draft {
  bankId?: string;
  bankCode: string;
  accountNumber: string;
  name: string;
  botUpdate: boolean;
  fast: boolean;
  promptpayId: string;
  active: boolean;
}

const EMPTY: Draft = {
  bankCode: '',
  accountNumber: '',
  name: '',
  botUpdate: false,
  fast: false,
  promptpayId: '',
  active: true,
};

const draftOf = (bank: AdminDepositBank): Draft => ({
  bankId: bank.bankId,
  bankCode: bank.bankCode,
  accountNumber: bank.accountNumber,
  name: bank.name,
  botUpdate: bank.botUpdate,
  fast: bank.fast,
  promptpayId: bank.promptpayId ?? '',
  active: bank.active,
});

/** Add or change a receiving account (the server checks everything again). */
function BankModal({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { saveBank } = useDepositActions();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const error = saveBank.error;
  const fields = isApiError(error) ? (error.fields ?? {}) : {};
  return (
    <Modal
      opened
      onClose={onClose}
      title={initial.bankId ? t('deposits.bankEdit') : t('deposits.bankAdd')}
      size="lg"
      data-testid="bank-modal"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveBank.mutate(draft, {
            onSuccess: () => {
              feedback.ok();
              onClose();
            },
          });
        }}
      >
        <Stack>
          {error && !isApiError(error) ? <Alert color="red">{t('messages.default')}</Alert> : null}
          {isApiError(error) && !error.fields ? (
            <Alert color="red" data-testid="bank-error">
              {translateAdminMessage(t, error.message) ?? error.message}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('deposits.bankCode')}
              value={draft.bankCode}
              onChange={(e) => set('bankCode', e.currentTarget.value)}
              error={fields.bankCode}
              data-testid="bank-code"
            />
            <TextInput
              label={t('deposits.accountNumber')}
              value={draft.accountNumber}
              onChange={(e) => set('accountNumber', e.currentTarget.value)}
              error={fields.accountNumber}
              data-testid="bank-number"
            />
            <TextInput
              label={t('deposits.accountName')}
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={fields.name}
              data-testid="bank-name"
            />
            <TextInput
              label={t('deposits.promptpayId')}
              value={draft.promptpayId}
              onChange={(e) => set('promptpayId', e.currentTarget.value)}
              error={fields.promptpayId}
              data-testid="bank-promptpay"
            />
          </SimpleGrid>
          <Group>
            <Checkbox
              label={t('deposits.botUpdate')}
              checked={draft.botUpdate}
              onChange={(e) => set('botUpdate', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('deposits.fast')}
              checked={draft.fast}
              onChange={(e) => set('fast', e.currentTarget.checked)}
              error={fields.fast}
            />
            <Checkbox
              label={t('deposits.active')}
              checked={draft.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saveBank.isPending} data-testid="bank-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
      <TableState
        loading={banks.isPending}
        error={banks.error}
        empty={banks.data?.length === 0}
        testId="deposit-banks"
      >
        <DataTable testId="deposit-banks-table" minWidth={800}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposits.account')}</Table.Th>
              <Table.Th>{t('deposits.accountName')}</Table.Th>
              <Table.Th>{t('deposits.promptpayId')}</Table.Th>
              <Table.Th>{t('deposits.flags')}</Table.Th>
              <Table.Th ta="right">{t('deposits.openRequests')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banks.data?.map((bank) => (
              <Table.Tr
                key={bank.bankId}
                data-testid="deposit-bank-row"
                style={{ opacity: bank.active ? 1 : 0.5 }}
              >
                <Table.Td ff="monospace">
                  {bank.bankCode} {bank.accountNumber}
                </Table.Td>
                <Table.Td>{bank.name}</Table.Td>
                <Table.Td ff="monospace">{bank.promptpayId ?? '—'}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td ta="right">{bank.openRequests}</Table.Td>
                <Table.Td ta="right">
                  {canManage && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => setEditing(draftOf(bank))}
                      data-testid="bank-edit"
                    >
                      {t('deposits.bankEdit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
      {editing && <BankModal initial={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
