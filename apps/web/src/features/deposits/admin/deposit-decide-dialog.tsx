import type { AdminDeposit } from '@chokdee/domain';
import { Anchor, Text } from '@mantine/core';
import {
  DecideAction,
  DecideDialog,
  RejectAction,
  useDecided,
} from '../../../components/admin-list/index.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';
import { slipUrl, useDepositActions } from './deposits-api.ts';

/** Approve (credit its amount) or reject (with a reason) one normal deposit; reject an open crypto request. */
export function DepositDecideDialog({ row, onClose }: { row: AdminDeposit; onClose: () => void }) {
  const { t } = useAdminT();
  const actions = useDepositActions();
  const decided = useDecided(onClose);
  return (
    <DecideDialog
      title={t('deposits.decideTitle', { id: row.id })}
      testId="deposit"
      onClose={onClose}
      errors={[actions.approve.error, actions.reject.error]}

      summary={
        <>
          <Text>
            <b>{row.userName}</b> · ฿ {formatBaht(row.amount)} → {row.bankCode} {row.bankAccountNumber}
          </Text>
          <Text size="sm">
            {t('deposits.from')}: {row.fromBankCode} {row.fromAccountNumber} ({row.fromAccountName}) ·{' '}
            {row.channel} {row.channelName} · {row.depositAt ? formatTimestamp(row.depositAt) : ''}
          </Text>
          {row.hasSlip && (
            <Anchor href={slipUrl(row.id)} target="_blank" rel="noreferrer" data-testid="deposit-slip">
              {t('deposits.slip')}
            </Anchor>
          )}
        </>
      }
    >
      {row.method === 'NORMAL' && (
        <DecideAction
          hint={t('deposits.approveHint')}
          buttonLabel={t('deposits.approve')}
          buttonTestId="deposit-approve"
          pending={actions.approve.isPending}
          onSubmit={() =>
            actions.approve.mutate({ id: row.id }, { onSuccess: decided(t('deposits.approved')) })
          }
        />
      )}
      <RejectAction
        label={t('deposits.reason')}
        inputTestId="deposit-reason"
        buttonLabel={t('deposits.reject')}
        buttonTestId="deposit-reject"
        pending={actions.reject.isPending}
        onSubmit={(reason) =>
          actions.reject.mutate({ id: row.id, reason }, { onSuccess: decided(t('deposits.rejected')) })
        }
      />
    </DecideDialog>
  );
}
