import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  complianceEndpoints,
  SESSION_REMINDER_MINUTES,
  type LimitPeriod,
  type Limits,
  type LimitUpdate,
  type MoneyLimitKind,
} from '@chokdee/domain';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountField } from '../../components/ui/use-amount-field.ts';
import { translateApiError } from '../../lib/api-messages.ts';
import { callApi } from '../../lib/call-api.ts';
import { formatBaht } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AmountInput, checkAmount } from '../wallet/index.ts';
import { useComplianceT } from './compliance-i18n.ts';
import { formatEffectiveAt, limitsQuery, realityCheckQuery, type LimitTarget } from './limits-api.ts';

/** The contract's largest limit (limitUpdateSchema). */
const MAX_LIMIT_BAHT = 10_000_000;
const OFF = 'off';

/** Sends one change; the answer is the member's limits as they now stand. */
function useUpdateLimit(onSaved: (limits: Limits, sent: LimitUpdate) => void) {
  return useMutation({
    mutationFn: (update: LimitUpdate) => callApi(complianceEndpoints.updateLimit, update),
    onSuccess: (limits, sent) => {
      queryClient.setQueryData(limitsQuery.queryKey, limits);
      onSaved(limits, sent);
    },
  });
}

function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return error ? (
    <Alert color="red" data-testid="limit-error">
      {translateApiError(t, error)}
    </Alert>
  ) : null;
}

function MoneyLimitForm({
  kind,
  period,
  limits,
  onDone,
}: {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  limits: Limits;
  onDone: () => void;
}) {
  const { t } = useComplianceT();
  const current = limits[kind][period];
  const { amount, setError, inputProps } = useAmountField(current === null ? '' : String(current));
  const update = useUpdateLimit((answer) => {
    // The answer says whether the change waits: a raise or a removal is listed as pending.
    const waiting = answer.pending.find((p) => p.kind === kind && p.period === period);
    const at = waiting && formatEffectiveAt(waiting.effectiveAt);
    notifySuccess(
      !waiting
        ? t('limits.appliesNow')
        : waiting.value === null
          ? t('limits.removedLater', { at })
          : t('limits.appliesLater', { at }),
      6000,
    );
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkAmount(amount);
    if (!checked.ok || checked.baht < 1 || checked.baht > MAX_LIMIT_BAHT)
      return setError(t('limits.amountInvalid'));
    update.mutate({ kind, period, value: checked.baht });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="limit-form">
      <Stack gap="md">
        <Text size="sm" data-testid="limit-form-current">
          {t('limits.current', { value: current === null ? t('limits.none') : `฿ ${formatBaht(current)}` })}
        </Text>
        <AmountInput
          data-testid="limit-amount"
          label={t('limits.amount')}
          placeholder="0.00"
          {...inputProps}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t('limits.rule')}
        </Text>
        <ServerError error={update.error} />
        <Button type="submit" size="lg" color="green" loading={update.isPending} data-testid="limit-save">
          {t('limits.save')}
        </Button>
        {current !== null && (
          <Button
            variant="subtle"
            color="red"
            disabled={update.isPending}
            onClick={() => update.mutate({ kind, period, value: null })}
            data-testid="limit-remove"
          >
            {t('limits.remove')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

function SessionForm({ limits, onDone }: { limits: Limits; onDone: () => void }) {
  const { t } = useComplianceT();
  const [choice, setChoice] = useState(String(limits.session.minutes ?? OFF));
  const update = useUpdateLimit(() => {
    // The shell's reminder reads its minutes from the reality check.
    void queryClient.invalidateQueries({ queryKey: realityCheckQuery.queryKey });
    notifySuccess(t('limits.sessionSaved'));
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({ kind: 'session', value: choice === OFF ? null : Number(choice) });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="session-form">
      <Stack gap="md">
        <Text size="sm">{t('limits.sessionHelp')}</Text>
        <Radio.Group value={choice} onChange={setChoice} aria-label={t('limits.session')}>
          <Stack gap="xs">
            {[OFF, ...SESSION_REMINDER_MINUTES.map(String)].map((value) => (
              <Radio
                key={value}
                value={value}
                size="md"
                data-testid={`session-${value}`}
                label={value === OFF ? t('limits.sessionOff') : t('limits.sessionEvery', { minutes: value })}
              />
            ))}
          </Stack>
        </Radio.Group>
        <ServerError error={update.error} />
        <Button type="submit" size="lg" color="green" loading={update.isPending} data-testid="session-save">
          {t('limits.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The modal's form for one limit or the reminder: a chunk of its own, loaded when opened. */
export default function LimitForm({
  target,
  limits,
  onDone,
}: {
  target: LimitTarget;
  limits: Limits;
  onDone: () => void;
}) {
  return target.kind === 'session' ? (
    <SessionForm limits={limits} onDone={onDone} />
  ) : (
    <MoneyLimitForm key={`${target.kind}-${target.period}`} {...target} limits={limits} onDone={onDone} />
  );
}
