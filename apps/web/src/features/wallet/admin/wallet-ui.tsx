import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { createSubmissionKeys, isOutcomeUnknown, outcomeOf } from '../../../lib/idempotency.ts';
import { sanitizeAmountInput, type FieldErrors } from './money.ts';
import { walletFailureMessage } from './wallet-api.ts';

/** Baht amount box: decimal keypad on phones, only digits/dot/commas kept. */
export function AmountInput({
  value,
  onChange,
  error,
  testId,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
  label: string;
}) {
  const { t } = useAdminT();
  return (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      rightSection={
        <Text size="xs" c="dimmed">
          {t('wallet.baht')}
        </Text>
      }
      rightSectionWidth={48}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.currentTarget.value))}
      error={translateAdminMessage(t, error)}
      data-testid={testId}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

export function ReasonInput({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useAdminT();
  return (
    <Textarea
      label={t('wallet.reason')}
      description={t('wallet.reasonHelp')}
      required
      rows={2}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={translateAdminMessage(t, error)}
      data-testid={testId}
    />
  );
}

export interface SummaryRow {
  label: string;
  value: ReactNode;
  testId: string;
}

/** "Are you sure?" with what will happen, row by row; confirm shows the pending state. */
export function ConfirmDialog({
  opened,
  title,
  rows,
  pending,
  retrying,
  color,
  onConfirm,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  rows: SummaryRow[];
  pending: boolean;
  /** The previous attempt's outcome is unknown: the same request (same key) is sent again. */
  retrying: boolean;
  color: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useAdminT();
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title} centered>
      <Stack data-testid={`${testId}-summary`}>
        <Table withRowBorders={false} fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.testId}>
                <Table.Th w="35%" c="dimmed" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td fw={600} data-testid={row.testId} style={{ wordBreak: 'break-word' }}>
                  {row.value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {retrying && (
          <Alert color="yellow" variant="light" p="xs" data-testid={`${testId}-retrying`}>
            {t('wallet.retryingNote')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A money form's submission: one Idempotency-Key per submitted form (kept for a retry while the
 * outcome is unknown, new after a success or a refusal), the confirmation dialog's state and the
 * form-level error/success message.
 */
export function useMoneySubmit<B, R>(
  send: (body: B, key: string) => Promise<R>,
  onDone: (result: R, body: B) => Promise<void> | void,
) {
  const { t } = useAdminT();
  const [keys] = useState(createSubmissionKeys);
  const [confirming, setConfirming] = useState<B | null>(null);
  const [failure, setFailure] = useState<{ message: string; unknown: boolean } | null>(null);
  const mutation = useMutation({
    // One key per form, not per content: an edited retry is refused (409) rather than paid twice.
    mutationFn: (body: B) => send(body, keys.keyFor('form')),
    onSuccess: async (result, body) => {
      keys.settle('settled');
      setFailure(null);
      setConfirming(null);
      await onDone(result, body);
    },
    onError: (error) => {
      keys.settle(outcomeOf(error));
      setFailure({ message: walletFailureMessage(t, error), unknown: isOutcomeUnknown(error) });
      setConfirming(null);
    },
  });
  return {
    mutation,
    failure,
    clearFailure: () => setFailure(null),
    confirming,
    open: (body: B) => {
      mutation.reset();
      setConfirming(body);
    },
    close: () => setConfirming(null),
    confirm: () => {
      if (confirming !== null) mutation.mutate(confirming);
    },
    /** True while a retry would reuse the previous key. */
    retrying: keys.retrying,
  };
}

export function FormFailure({ failure, testId }: { failure: { message: string } | null; testId: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" data-testid={testId} role="alert">
      {failure.message}
    </Alert>
  );
}

/**
 * A money form's fields shared by adjust and move: amount and reason text, field errors, the last
 * success. `edit` applies a change, clears that field's error and the success message.
 */
export function useMoneyFields<K extends string, D>() {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [done, setDone] = useState<D | null>(null);
  return {
    amount,
    setAmount,
    reason,
    setReason,
    errors,
    setErrors,
    done,
    setDone,
    edit: (apply: () => void, key: K) => {
      apply();
      if (errors[key]) setErrors({ ...errors, [key]: undefined });
      setDone(null);
    },
    /** After a success: show it and empty the amount and reason. */
    succeeded: (result: D) => {
      setDone(result);
      setAmount('');
      setReason('');
    },
    /** The checked body goes to the confirmation dialog: no errors, no old success. */
    reviewed: () => {
      setErrors({});
      setDone(null);
    },
  };
}

/** The confirmation dialog's amount and reason rows. */
export function useAmountReasonRows() {
  const { t } = useAdminT();
  return (body: { amount: number; reason: string }): SummaryRow[] => [
    {
      label: t('wallet.amount'),
      value: `${formatBaht(body.amount)} ${t('wallet.baht')}`,
      testId: 'wallet-confirm-amount',
    },
    { label: t('wallet.reason'), value: body.reason, testId: 'wallet-confirm-reason' },
  ];
}
