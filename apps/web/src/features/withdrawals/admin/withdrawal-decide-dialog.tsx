import type { AdminWithdrawal } from '@chokdee/domain';
import { Alert, Text } from '@mantine/core';
import {
  DecideAction,
  DecideDialog,
  RejectAction,
  useDecided,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useWithdrawalActions } from './withdrawals-api.ts';

/** Approve (with the transfer reference) or reject (with a reason) one withdrawal. */
export function WithdrawalDecideDialog({ row, onClose }: { row: AdminWithdrawal; onClose: () => void }) {
  const { t } = useAdminT();
  const actions = useWithdrawalActions();
  const decided = useDecided(onClose);
  const firstOfTwo = row.needsTwoApprovals && row.status === 'PENDING';
  return (
    <DecideDialog
      title={t('withdrawals.decideTitle', { id: row.id })}
      testId="withdrawal"
      onClose={onClose}
      errors={[actions.approve.error, actions.reject.error]}

      summary={
        <>
          <Text>
            <b>{row.userName}</b> · ฿ {formatBaht(row.amount)} → {row.bankCode} {row.bankAccountNumber} (
            {row.bankAccountName}){row.bankVerified ? '' : ` · ${t('withdrawals.nameUnverified')}`}
          </Text>
          {row.needsTwoApprovals && (
            <Alert color="orange" variant="light" data-testid="withdrawal-two-person">
              {row.status === 'APPROVED_1'
                ? t('withdrawals.secondNeeded', { name: row.firstApprovedBy ?? '' })
                : t('withdrawals.twoNeeded')}
            </Alert>
          )}
        </>
      }
    >
      <DecideAction
        input={firstOfTwo ? undefined : { label: t('withdrawals.reference'), testId: 'withdrawal-reference' }}
        buttonLabel={firstOfTwo ? t('withdrawals.approveFirst') : t('withdrawals.approvePay')}
        buttonTestId="withdrawal-approve"
        pending={actions.approve.isPending}
        onSubmit={(reference) =>
          actions.approve.mutate(
            { id: row.id, ...(firstOfTwo ? {} : { reference }) },
            { onSuccess: decided(firstOfTwo ? t('withdrawals.firstApproved') : t('withdrawals.paid')) },
          )
        }
      />
      <RejectAction
        label={t('withdrawals.reason')}
        inputTestId="withdrawal-reason"
        buttonLabel={t('withdrawals.reject')}
        buttonTestId="withdrawal-reject"
        pending={actions.reject.isPending}
        onSubmit={(reason) =>
          actions.reject.mutate({ id: row.id, reason }, { onSuccess: decided(t('withdrawals.rejected')) })
        }
      />
    </DecideDialog>
  );
}
