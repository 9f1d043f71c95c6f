import type { AdminWalletMoveResult } from '@chokdee/domain';
import { Alert, Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { MEMBERS_KEY, searchMembers } from '../../members/admin/index.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { AdminMemberRow } from '@chokdee/domain';
import { StatusBadge, useFeedback } from '../../../lib/admin/ui.tsx';
import { checkMove, type MoveBody } from './money.ts';
import { postMove, refreshWallets } from './wallet-api.ts';
import {
  AmountInput,
  ConfirmDialog,
  FormFailure,
  ReasonInput,
  useAmountReasonRows,
  useMoneyFields,
  useMoneySubmit,
} from './wallet-ui.tsx';

type ErrorKey = 'amount' | 'reason' | 'toUuid';
type Target = Pick<AdminMemberRow, 'uuid' | 'userName' | 'status'>;

/** Finds the receiving member by the members search (username, phone…); this member is left out. */
function TargetPicker({
  fromUuid,
  target,
  onPick,
  error,
}: {
  fromUuid: string;
  target: Target | null;
  onPick: (target: Target | null) => void;
  error?: string | undefined;
}) {
  const { t } = useAdminT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: [...MEMBERS_KEY, q, 'move-target'],
    queryFn: ({ signal }) => searchMembers({ q, pageSize: 8 }, signal),
    enabled: q !== '',
  });
  const candidates = (found.data?.items ?? []).filter((row) => row.uuid !== fromUuid);

  if (target)
    return (
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('wallet.to')}
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="wallet-move-target">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} truncate>
              {target.userName}
            </Text>
            <StatusBadge status={target.status} />
          </Group>
          <CloseButton
            aria-label={t('wallet.changeTarget')}
            onClick={() => onPick(null)}
            data-testid="wallet-move-target-clear"
          />
        </Group>
      </div>
    );
  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          label={t('wallet.to')}
          required
          placeholder={t('wallet.findMember')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setQ(text.trim());
            }
          }}
          error={translateAdminMessage(t, error)}
          data-testid="wallet-move-search"
        />
        <Button
          variant="default"
          onClick={() => setQ(text.trim())}
          loading={found.isFetching}
          data-testid="wallet-move-search-submit"
          mb={error ? 22 : 0}
        >
          {t('common.search')}
        </Button>
      </Group>
      {q !== '' && found.data && (
        <Stack gap={4} mt="xs" data-testid="wallet-move-candidates">
          {candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('common.empty')}
            </Text>
          ) : (
            candidates.map((row) => (
              <Button
                key={row.uuid}
                variant="light"
                color="gray"
                justify="space-between"
                fullWidth
                onClick={() => onPick(row)}
                rightSection={<Badge variant="outline">{t('wallet.pick')}</Badge>}
                data-testid={`wallet-move-pick-${row.userName}`}
              >
                {row.userName}
                {row.name ? ` · ${row.name}` : ''}
              </Button>
            ))
          )}
        </Stack>
      )}
    </div>
  );
}

/** Moves cash from this member to another one (two ledger entries, both or neither). */
export function MoveForm({ member }: { member: { uuid: string; userName: string } }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const amountReasonRows = useAmountReasonRows();
  const [target, setTarget] = useState<Target | null>(null);
  const fields = useMoneyFields<ErrorKey, { result: AdminWalletMoveResult; to: string }>();
  const { amount, reason, errors, done, edit } = fields;
  const submit = useMoneySubmit<MoveBody, AdminWalletMoveResult>(postMove, async (result, body) => {
    fields.succeeded({ result, to: target?.userName ?? body.toUuid });
    feedback.ok(result.replayed ? t('wallet.replayed') : t('wallet.moved'));
    await refreshWallets(body.fromUuid, body.toUuid);
  });

  const review = () => {
    const checked = checkMove({ fromUuid: member.uuid, toUuid: target?.uuid ?? '', amount, reason });
    if (!checked.ok) {
      const next = { ...checked.errors };
      if (!target) next.toUuid = t('wallet.pickTarget');
      fields.setErrors(next);
      return;
    }
    fields.reviewed();
    submit.open(checked.body);
  };
  const body = submit.confirming;

  return (
    <form
      data-testid="wallet-move-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('wallet.from')}: <b>{member.userName}</b>
        </Text>
        <TargetPicker
          fromUuid={member.uuid}
          target={target}
          onPick={(next) => edit(() => setTarget(next), 'toUuid')}
          error={errors.toUuid}
        />
        <AmountInput
          label={t('wallet.amount')}
          value={amount}
          onChange={(value) => edit(() => fields.setAmount(value), 'amount')}
          error={errors.amount}
          testId="wallet-move-amount"
        />
        <ReasonInput
          value={reason}
          onChange={(value) => edit(() => fields.setReason(value), 'reason')}
          error={errors.reason}
          testId="wallet-move-reason"
        />
        <FormFailure failure={submit.failure} testId="wallet-move-error" />
        {done && (
          <Alert color="green" variant="light" data-testid="wallet-move-done">
            {t(done.result.replayed ? 'wallet.replayed' : 'wallet.moveDone', {
              amount: formatBaht(done.result.amount),
              from: member.userName,
              to: done.to,
              cash: formatBaht(done.result.from.cash),
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.mutation.isPending} data-testid="wallet-move-submit">
            {submit.retrying ? t('wallet.retry') : t('wallet.move')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        testId="wallet-move-confirm"
        opened={body !== null}
        title={t('wallet.confirmMoveTitle')}
        color="green"
        pending={submit.mutation.isPending}
        retrying={submit.retrying}
        onClose={submit.close}
        onConfirm={submit.confirm}
        rows={
          body
            ? [
                { label: t('wallet.from'), value: member.userName, testId: 'wallet-confirm-from' },
                {
                  label: t('wallet.to'),
                  value: target?.userName ?? body.toUuid,
                  testId: 'wallet-confirm-to',
                },
                ...amountReasonRows(body),
              ]
            : []
        }
      />
    </form>
  );
}
