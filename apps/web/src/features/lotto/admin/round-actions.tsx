import { lottoReasonSchema } from '@chokdee/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { postRoundAction, refreshLotto, type RoundAction, type LottoRound } from './lotto-api.ts';
import { formatBaht } from '../../../lib/format.ts';

/** Which actions a round's state allows (the server checks the same and answers 409 otherwise). */
export const allowedActions = (
  round: Pick<LottoRound, 'status' | 'closeAt'>,
  now: Date = new Date(),
): RoundAction[] => {
  const beforeClose = now.getTime() < Date.parse(round.closeAt);
  const actions: RoundAction[] = [];
  if ((round.status === 'SCHEDULED' || round.status === 'CLOSED') && beforeClose) actions.push('open');
  if (round.status === 'SCHEDULED' || round.status === 'OPEN') actions.push('close');
  if (round.status !== 'VOIDED' && round.status !== 'SETTLED' && round.status !== 'DRAWN')
    actions.push('void');
  return actions;
};

const COLOR: Record<RoundAction, string> = { open: 'green', close: 'orange', void: 'red' };

/** Open / close / void with a reason; void also needs an explicit confirmation (it refunds every poy). */
export function RoundActions({ round }: { round: LottoRound }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [action, setAction] = useState<RoundAction | null>(null);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setAction(null);
    setReason('');
    setConfirmed(false);
    setError(undefined);
  };
  const run = useMutation({
    mutationFn: (input: { action: RoundAction; reason: string }) =>
      postRoundAction(input.action, { id: round.id, reason: input.reason }),
    onSuccess: async (result, input) => {
      feedback.ok(
        input.action === 'void'
          ? t('lotto.voided', { count: result.refundedPoys ?? 0, amount: formatBaht(result.refunded ?? 0) })
          : t('feedback.saved'),
      );
      close();
      await refreshLotto();
    },
    onError: (failure) => {
      feedback.fail(failure);
      void refreshLotto();
    },
  });
  const submit = () => {
    if (!action) return;
    const parsed = lottoReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    run.mutate({ action, reason: parsed.data });
  };
  return (
    <>
      <Group gap="xs">
        {allowedActions(round).map((a) => (
          <Button
            key={a}
            size="sm"
            color={COLOR[a]}
            variant={a === 'void' ? 'outline' : 'light'}
            onClick={() => setAction(a)}
            data-testid={`round-${a}`}
          >
            {t(`lotto.actions.${a}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={action !== null}
        onClose={close}
        title={action ? t(`lotto.actions.${action}Title`) : ''}
        centered
      >
        <Stack>
          {action === 'void' && (
            <Alert color="red" variant="light" data-testid="void-warning">
              {t('lotto.voidWarning', { count: round.poys, amount: formatBaht(round.stake) })}
            </Alert>
          )}
          <Textarea
            label={t('lotto.reason')}
            description={t('wallet.reasonHelp')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={translateAdminMessage(t, error)}
            autosize
            minRows={2}
            data-testid="round-action-reason"
          />
          {action === 'void' && (
            <Checkbox
              label={t('lotto.voidConfirm')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              data-testid="void-confirm"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color={action ? COLOR[action] : undefined}
              loading={run.isPending}
              disabled={action === 'void' && !confirmed}
              onClick={submit}
              data-testid="round-action-submit"
            >
              {action ? t(`lotto.actions.${action}`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
