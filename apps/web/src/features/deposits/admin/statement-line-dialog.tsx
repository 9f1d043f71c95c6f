import type { AdminStatementLine } from '@chokdee/domain';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DecideAction,
  DecideDialog,
  RejectAction,
  useDecided,
} from '../../../components/admin-list/index.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useDepositActions } from './deposits-api.ts';

/** Match a line to an open fast/QR request (its id) or credit a member (uuid); or dismiss it with a note. */
export function StatementLineDialog({ line, onClose }: { line: AdminStatementLine; onClose: () => void }) {
  const { t } = useAdminT();
  const actions = useDepositActions();
  const decided = useDecided(onClose);
  const [target, setTarget] = useState<'deposit' | 'member'>('deposit');
  return (
    <DecideDialog
      title={t('deposits.lineTitle', { ref: line.referTransferId })}
      testId="line"
      onClose={onClose}
      errors={[actions.match.error, actions.dismiss.error]}
      summary={
        <Text>
          ฿ {formatBaht(line.amount)} → {line.bankCode} {line.bankAccountNumber} ·{' '}
          {formatTimestamp(line.transferAt)}
          {line.fromAccountNumber
            ? ` · ${t('deposits.from')} ${line.fromBankCode ?? ''} ${line.fromAccountNumber}`
            : ''}
        </Text>
      }
    >
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <SegmentedControl
            value={target}
            onChange={(next) => setTarget(next)}
            data={[
              { value: 'deposit', label: t('deposits.matchRequest') },
              { value: 'member', label: t('deposits.matchMember') },
            ]}
          />
          <DecideAction
            bare
            input={{
              label: target === 'deposit' ? t('deposits.depositId') : t('deposits.memberUuid'),
              testId: 'line-match-target',
            }}
            buttonLabel={t('deposits.match')}
            buttonTestId="line-match"
            pending={actions.match.isPending}
            onSubmit={(value) =>
              actions.match.mutate(
                target === 'deposit'
                  ? { lineId: line.id, depositId: value }
                  : { lineId: line.id, memberUuid: value },
                { onSuccess: decided(t('deposits.matched')) },
              )
            }
          />
        </Stack>
      </Paper>
      <RejectAction
        label={t('deposits.note')}
        inputTestId="line-note"
        buttonLabel={t('deposits.dismiss')}
        buttonTestId="line-dismiss"
        pending={actions.dismiss.isPending}
        onSubmit={(note) =>
          actions.dismiss.mutate({ lineId: line.id, note }, { onSuccess: decided(t('deposits.dismissed')) })
        }
      />
    </DecideDialog>
  );
}
