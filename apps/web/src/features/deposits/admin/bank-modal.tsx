import type { AdminDepositBank } from '@chokdee/domain';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminError, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { useDepositActions } from './deposits-api.ts';

export interface Draft {
  bankId?: string;
  bankCode: string;
  accountNumber: string;
  name: string;
  botUpdate: boolean;
  fast: boolean;
  promptpayId: string;
  active: boolean;
}

export const EMPTY: Draft = {
  bankCode: '',
  accountNumber: '',
  name: '',
  botUpdate: false,
  fast: false,
  promptpayId: '',
  active: true,
};

export const draftOf = (bank: AdminDepositBank): Draft => ({
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
export function BankModal({ initial, onClose }: { initial: Draft; onClose: () => void }) {
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
              {translateAdminError(t, error)}
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
