import type { ResultInputKind } from '@chokdee/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { refreshLotto, useRoundResults, type LottoRound, type RoundResults } from './lotto-api.ts';
import { ResultEntryForm } from './result-entry-form.tsx';
import { ResultVersions } from './result-versions.tsx';
import { formatTimestamp } from '../../../lib/format.ts';

/** Why no result can be entered right now (null: it can, or the role may not enter at all). */
const blockedReason = (data: RoundResults): string | null => {
  if (data.canEnter) return null;
  if (data.roundStatus === 'VOIDED') return 'voided';
  if (data.items.some((v) => v.status === 'PENDING')) return 'pendingNote';
  return 'notClosed';
};

/**
 * The entry form; on a round that already has a confirmed result (a correction) it opens only on
 * request, under a warning, so nobody types over a settled round by accident. Keyed by the number
 * of versions: after a save it starts empty (and closed) again.
 */
function EntryArea({
  roundId,
  kind,
  correction,
}: {
  roundId: string;
  kind: ResultInputKind;
  correction: boolean;
}) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(!correction);
  if (open) return <ResultEntryForm roundId={roundId} kind={kind} />;
  return (
    <Alert color="orange" variant="light" data-testid="result-correction-note">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('lotto.results.correctionNote')}</Text>
        <Button
          size="xs"
          color="orange"
          variant="light"
          onClick={() => setOpen(true)}
          data-testid="result-correct"
        >
          {t('lotto.results.correct')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The round's result: the entry form of its family (Save = a PENDING version), the versions with
 * Confirm / Reject, and where settlement stands. Yeekee-type results are computed from shots and
 * have no form at all.
 */
export function ResultPanel({ round }: { round: LottoRound }) {
  const { t } = useAdminT();
  const can = useCan();
  const me = useStaffMe();
  const results = useRoundResults(round.id);
  const data = results.data;
  const enter = can('lotto.results');
  // Confirming moves the round to DRAWN and settlement to SETTLED: keep the page header in step.
  const status = data?.roundStatus;
  useEffect(() => {
    if (status && status !== round.status) void refreshLotto();
  }, [status, round.status]);
  const settled = data?.items.find((v) => v.id === data.settledResultId);
  return (
    <SectionCard title={t('lotto.results.title')} testId="result-panel">
      <TableState loading={results.isPending} error={results.error} empty={false}>
        {data && (
          <Stack gap="md">
            {data.kind === null ? (
              <Text size="sm" c="dimmed" data-testid="result-computed">
                {t('lotto.results.computed')}
              </Text>
            ) : (
              enter &&
              (data.canEnter ? (
                <EntryArea
                  key={data.items.length}
                  roundId={round.id}
                  kind={data.kind}
                  correction={data.roundStatus === 'DRAWN' || data.roundStatus === 'SETTLED'}
                />
              ) : (
                <Text size="sm" c="dimmed" data-testid="result-blocked">
                  {t(`lotto.results.${blockedReason(data) ?? 'notClosed'}`)}
                </Text>
              ))
            )}
            {data.kind !== null && data.items.length > 0 && (
              <div>
                <Text size="sm" fw={600} mb={6}>
                  {t('lotto.results.versions')}
                </Text>
                <ResultVersions
                  roundId={round.id}
                  kind={data.kind}
                  versions={data.items}
                  canDecide={enter}
                  meId={me.data?.id}
                />
              </div>
            )}
            {settled && data.settledAt && (
              <Text size="sm" c="teal" data-testid="result-settled">
                {t('lotto.results.settledAgainst', {
                  version: settled.version,
                  time: formatTimestamp(data.settledAt),
                })}
              </Text>
            )}
          </Stack>
        )}
      </TableState>
    </SectionCard>
  );
}
