import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  DecideAction,
  DecideDialog,
  RejectAction,
  useDecided,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
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
  const actions = useProviderActions();
  const decided = useDecided(onClose);
  const [memberUuid, setMemberUuid] = useState('');
  const credit = transfer.kind === 'truemoney' ? actions.creditTruemoney : actions.creditCrypto;
  const canCredit =
    transfer.memberUuid !== null || (transfer.kind === 'truemoney' && memberUuid.trim() !== '');
  return (
    <DecideDialog
      title={t('providers.decideTitle')}
      testId="transfer"
      onClose={onClose}
      errors={[credit.error, actions.dismiss.error]}
      summary={
        <Text>
          {transfer.summary} · {transfer.userName ?? t('providers.noMember')}
        </Text>
      }
    >
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
          <DecideAction
            bare
            hint=""
            buttonLabel={t('providers.credit')}
            buttonTestId="transfer-credit"
            disabled={!canCredit}
            pending={credit.isPending}
            onSubmit={() =>
              transfer.kind === 'truemoney'
                ? actions.creditTruemoney.mutate(
                    { id: transfer.id, ...(memberUuid.trim() ? { memberUuid: memberUuid.trim() } : {}) },
                    { onSuccess: decided() },
                  )
                : actions.creditCrypto.mutate({ id: transfer.id }, { onSuccess: decided() })
            }
          />
        </Stack>
      </Paper>
      <RejectAction
        label={t('providers.note')}
        buttonLabel={t('providers.dismiss')}
        buttonTestId="transfer-dismiss"
        pending={actions.dismiss.isPending}
        onSubmit={(note) =>
          actions.dismiss.mutate({ kind: transfer.kind, id: transfer.id, note }, { onSuccess: decided() })
        }
      />
    </DecideDialog>
  );
}
