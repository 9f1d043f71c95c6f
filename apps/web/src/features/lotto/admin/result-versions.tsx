import type { ResultInputKind, ResultVersionStatus } from '@chokdee/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { ConfirmButton, DataTable, useFeedback } from '../../../lib/admin/ui.tsx';
import { postResultDecision, refreshLotto, type ResultDecision, type ResultVersion } from './lotto-api.ts';
import { DERIVED_FIELDS, derivedText, inputSummary } from './result-form.ts';
import { formatTimestamp } from '../../../lib/format.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const STATUS_COLOR: Record<ResultVersionStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  REJECTED: 'red',
  SUPERSEDED: 'gray',
};

/** "3 top 123 · 2 bottom 45 · …": the derived fields of a version on one line. */
function useDerivedSummary() {
  const { t } = useAdminT();
  return (kind: ResultInputKind, version: ResultVersion) =>
    DERIVED_FIELDS[kind]
      .filter((key) => version.result[key] !== undefined)
      .map((key) => `${t(`lotto.results.derived.${key}`)} ${derivedText(version.result[key])}`)
      .join(' · ');
}

/**
 * Every version of the round's result, newest first. On a PENDING one, Confirm and Reject for a
 * role with lotto.results; Confirm is disabled, with a note, for the one who entered it (the
 * server refuses it anyway: two-person rule).
 */
export function ResultVersions({
  roundId,
  kind,
  versions,
  canDecide,
  meId,
}: {
  roundId: string;
  kind: ResultInputKind;
  versions: ResultVersion[];
  canDecide: boolean;
  meId: number | undefined;
}) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const summary = useDerivedSummary();
  const decide = useMutation({
    mutationFn: (input: { resultId: string; decision: ResultDecision }) =>
      postResultDecision(roundId, input.resultId, input.decision),
    onSuccess: async (_version, input) => {
      feedback.ok(t(input.decision === 'confirm' ? 'lotto.results.confirmed' : 'lotto.results.rejected'));
      await refreshLotto();
    },
    onError: (failure) => {
      feedback.fail(failure);
      void refreshLotto();
    },
  });
  return (
    <DataTable minWidth={900} testId="result-versions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={NOWRAP}>{t('lotto.results.version')}</Table.Th>
          <Table.Th style={NOWRAP}>{t('lotto.results.statusCol')}</Table.Th>
          <Table.Th>{t('lotto.results.input')}</Table.Th>
          <Table.Th>{t('lotto.results.derivedCol')}</Table.Th>
          <Table.Th>{t('lotto.results.enteredBy')}</Table.Th>
          <Table.Th>{t('lotto.results.decidedBy')}</Table.Th>
          {canDecide && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.map((v) => {
          const mine = meId !== undefined && v.enteredById === meId;
          const line = summary(kind, v);
          return (
            <Table.Tr key={v.id} data-testid="result-version" data-version={v.version} data-status={v.status}>
              <Table.Td>v{v.version}</Table.Td>
              <Table.Td>
                <Badge
                  color={STATUS_COLOR[v.status]}
                  variant="light"
                  style={{ minWidth: 'max-content' }}
                  data-testid="result-version-status"
                >
                  {t(`lotto.results.status.${v.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{inputSummary(v.input)}</Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="result-version-derived">
                  {line}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="result-version-entered-by">
                  {v.enteredBy}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTimestamp(v.enteredAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="result-version-decided-by">
                  {v.decidedBy ?? '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.decidedAt ? formatTimestamp(v.decidedAt) : ''}
                </Text>
              </Table.Td>
              {canDecide && (
                <Table.Td>
                  {v.status === 'PENDING' && (
                    <Stack gap={4} align="flex-end">
                      <Group gap="xs" wrap="nowrap">
                        <ConfirmButton
                          testId="result-confirm"
                          label={t('lotto.results.confirm')}
                          title={t('lotto.results.confirmTitle', { version: v.version })}
                          message={t('lotto.results.confirmMessage', { summary: line })}
                          confirmLabel={t('lotto.results.confirm')}
                          color="green"
                          size="xs"
                          disabled={mine}
                          onConfirm={() => decide.mutateAsync({ resultId: v.id, decision: 'confirm' })}
                        />
                        <ConfirmButton
                          testId="result-reject"
                          label={t('lotto.results.reject')}
                          title={t('lotto.results.rejectTitle', { version: v.version })}
                          message={t('lotto.results.rejectMessage', { summary: line })}
                          confirmLabel={t('lotto.results.reject')}
                          color="red"
                          variant="outline"
                          size="xs"
                          onConfirm={() => decide.mutateAsync({ resultId: v.id, decision: 'reject' })}
                        />
                      </Group>
                      {mine && (
                        <Text size="xs" c="dimmed" maw={260} ta="right" data-testid="result-confirm-note">
                          {t('lotto.results.ownNote')}
                        </Text>
                      )}
                    </Stack>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </DataTable>
  );
}
