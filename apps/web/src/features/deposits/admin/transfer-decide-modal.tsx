import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../components/admin/ui.tsx';
import { useProviderActions } from './providers-api.ts';

export interface UnmatchedTransfer {
  kind: 'truemoney' | 'crypto';
  id: string;
  /** What arrived, as staff read it (baht or USDT). */
  summary: string;
  memberUuid: string | null;
  userName: string | null;
}

/**
 * Credit an UNMATCHED transfer (TrueMoney: to the member it names or a given uuid; crypto: to the
 * address owner) or dismiss it with a note. The server checks everything again.
 */
export function TransferDecideModal({
  transfer,
  onClose,
}: {
  transfer: UnmatchedTransfer;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useProviderActions();
  const [memberUuid, setMemberUuid] = useState('');
  const [note, setNote] = useState('');
  const credit = transfer.kind === 'truemoney' ? actions.creditTruemoney : actions.creditCrypto;
  const failure = credit.error ?? actions.dismiss.error;
  const message = failure
    ? (translateAdminMessage(t, isApiError(failure) ? failure.message : undefined) ?? t('messages.default'))
    : null;
  const done = () => {
    feedback.ok();
    onClose();
  };
  const canCredit =
    transfer.memberUuid !== null || (transfer.kind === 'truemoney' && memberUuid.trim() !== '');
  return (
    <Modal opened onClose={onClose} title={t('providers.decideTitle')} size="lg" data-testid="transfer-modal">
      <Stack>
        <Text>
          {transfer.summary} · {transfer.userName ?? t('providers.noMember')}
        </Text>
        {message && (
          <Alert color="red" variant="light" data-testid="transfer-error">
            {message}
          </Alert>
        )}
        <Paper withBorder p="sm">
          <Stack gap="xs">
            {transfer.kind === 'truemoney' && (
              <TextInput
                label={t('providers.creditTo')}
                placeholder={transfer.memberUuid ?? ''}
                value={memberUuid}
                onChange={(e) => setMemberUuid(e.currentTarget.value)}
              />
            )}
            <Group justify="flex-end">
              <Button
                disabled={!canCredit}
                loading={credit.isPending}
                data-testid="transfer-credit"
                onClick={() =>
                  transfer.kind === 'truemoney'
                    ? actions.creditTruemoney.mutate(
                        { id: transfer.id, ...(memberUuid.trim() ? { memberUuid: memberUuid.trim() } : {}) },
                        { onSuccess: done },
                      )
                    : actions.creditCrypto.mutate({ id: transfer.id }, { onSuccess: done })
                }
              >
                {t('providers.credit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <TextInput
              label={t('providers.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                disabled={note.trim().length < 3}
                loading={actions.dismiss.isPending}
                data-testid="transfer-dismiss"
                onClick={() =>
                  actions.dismiss.mutate({ kind: transfer.kind, id: transfer.id, note }, { onSuccess: done })
                }
              >
                {t('providers.dismiss')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Modal>
  );
}
