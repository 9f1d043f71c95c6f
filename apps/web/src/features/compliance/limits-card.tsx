import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, type Limits, type MoneyLimitKind } from '@chokdee/domain';
import { Alert, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-messages.ts';
import { formatBaht } from '../../lib/format.ts';
import { useComplianceT } from './compliance-i18n.ts';
import { formatEffectiveAt, limitsQuery, type LimitTarget } from './limits-api.ts';

const LimitForm = lazy(() => import('./limit-form.tsx'));

function LimitRow({
  testId,
  label,
  value,
  pending,
  onChange,
}: {
  testId: string;
  label: string;
  value: string;
  pending?: string;
  onChange: () => void;
}) {
  const { t } = useComplianceT();
  return (
    <Group data-testid={testId} justify="space-between" wrap="nowrap" gap="xs" py={4}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {pending && (
          <Text size="xs" c="orange.9" fw={600} data-testid={`${testId}-pending`}>
            {pending}
          </Text>
        )}
      </div>
      <Button
        variant="light"
        color="green"
        size="compact-md"
        style={{ flexShrink: 0 }}
        onClick={onChange}
        data-testid={`${testId}-change`}
      >
        {t('limits.change')}
      </Button>
    </Group>
  );
}

function MoneyLimits({
  kind,
  limits,
  onChange,
}: {
  kind: MoneyLimitKind;
  limits: Limits;
  onChange: (target: LimitTarget) => void;
}) {
  const { t } = useComplianceT();
  return (
    <Stack gap={0}>
      <Text fw={700} size="sm">
        {t(`limits.${kind}`)}
      </Text>
      {kind === 'loss' && (
        <Text size="xs" c="dimmed">
          {t('limits.lossHelp')}
        </Text>
      )}
      {LIMIT_PERIODS.map((period) => {
        const value = limits[kind][period];
        const waiting = limits.pending.find((p) => p.kind === kind && p.period === period);
        const at = waiting && formatEffectiveAt(waiting.effectiveAt);
        return (
          <LimitRow
            key={period}
            testId={`limit-${kind}-${period}`}
            label={t(`limits.periods.${period}`)}
            value={value === null ? t('limits.none') : `฿ ${formatBaht(value)}`}
            pending={
              waiting &&
              (waiting.value === null
                ? t('limits.pendingRemoval', { at })
                : t('limits.pending', { amount: formatBaht(waiting.value), at }))
            }
            onChange={() => onChange({ kind, period })}
          />
        );
      })}
    </Stack>
  );
}

/**
 * `/profile/activity`'s limits (docs/compliance.md "Limits"): the deposit and loss limits per
 * period with the raises and removals still waiting for their 24 hours, and the play reminder.
 * One limit is changed at a time, in a small form that loads when opened.
 */
export function LimitsCard() {
  const { t } = useComplianceT();
  const { t: tApp } = useTranslation();
  const limits = useQuery(limitsQuery);
  // The target outlives the modal's closing animation; `opened` decides.
  const [target, setTarget] = useState<LimitTarget | null>(null);
  const [opened, setOpened] = useState(false);
  const edit = (next: LimitTarget) => {
    setTarget(next);
    setOpened(true);
  };
  const minutes = limits.data?.session.minutes ?? null;
  return (
    <Paper radius="lg" p="md" withBorder data-testid="limits-card">
      <Stack gap="sm">
        <div>
          <Text fw={700}>{t('limits.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('limits.intro')}
          </Text>
        </div>
        <Alert color="blue" variant="light" p="xs" data-testid="limits-rule">
          <Text size="sm">{t('limits.rule')}</Text>
        </Alert>
        {limits.isError ? (
          <Alert color="red">{translateApiError(tApp, limits.error)}</Alert>
        ) : !limits.data ? (
          <Group justify="center" py="md">
            <Loader color="green" size="sm" />
          </Group>
        ) : (
          // Two columns where the card is wide (a tablet, the page's full width), one in a side column.
          <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="lg" verticalSpacing="sm">
            {MONEY_LIMIT_KINDS.map((kind) => (
              <MoneyLimits key={kind} kind={kind} limits={limits.data} onChange={edit} />
            ))}
            <Stack gap={0}>
              <Text fw={700} size="sm">
                {t('limits.session')}
              </Text>
              <LimitRow
                testId="limit-session"
                label={t('limits.sessionHelp')}
                value={minutes === null ? t('limits.sessionOff') : t('limits.sessionEvery', { minutes })}
                onChange={() => edit({ kind: 'session' })}
              />
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          target &&
          (target.kind === 'session'
            ? t('limits.session')
            : t(`limits.names.${target.kind}.${target.period}`))
        }
        centered
      >
        <Suspense fallback={null}>
          {target && limits.data && (
            <LimitForm target={target} limits={limits.data} onDone={() => setOpened(false)} />
          )}
        </Suspense>
      </Modal>
    </Paper>
  );
}
