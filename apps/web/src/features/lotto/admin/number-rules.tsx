import { adminRuleSetRequest, type BetOption } from '@chokdee/domain';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { issuesToFormErrors } from '../../forms/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, SectionCard, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { deleteRule, postRule, refreshLotto, type LottoRound } from './lotto-api.ts';
import { parseRateInput } from './settings-form.ts';
import { formatTimestamp } from '../../../lib/format.ts';

/** Closed numbers and fixed lower rates of one round; `canEdit` = lotto.manage and the round not closed. */
export function NumberRules({ round, canEdit }: { round: LottoRound; canEdit: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [option, setOption] = useState<BetOption | ''>(round.options[0] ?? '');
  const [number, setNumber] = useState('');
  const [mode, setMode] = useState<'closed' | 'rate'>('closed');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (error: unknown) => {
    if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
    else feedback.fail(error);
  };
  const save = useMutation({
    mutationFn: postRule,
    onSuccess: async () => {
      feedback.ok();
      setNumber('');
      setRate('');
      await refreshLotto();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteRule,
    onSuccess: () => refreshLotto(),
    onError: feedback.fail,
  });
  const submit = () => {
    const body = {
      roundId: round.id,
      option,
      number: number.trim(),
      rate: mode === 'closed' ? null : parseRateInput(rate),
    };
    const parsed = adminRuleSetRequest.safeParse(body);
    setErrors(parsed.success ? {} : issuesToFormErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };
  const error = (key: string) => translateAdminMessage(t, errors[key]);
  return (
    <SectionCard title={t('lotto.rules')} testId="number-rules">
      <Stack gap="sm">
        {canEdit && round.options.length > 0 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group align="flex-start" gap="xs" wrap="wrap">
              <NativeSelect
                size="xs"
                aria-label={t('lotto.option')}
                value={option}
                onChange={(event) => setOption(event.currentTarget.value as BetOption)}
                data={round.options.map((o) => ({ value: o, label: t(`lotto.options.${o}`) }))}
                error={error('option')}
                data-testid="rule-option"
              />
              <TextInput
                size="xs"
                w={90}
                placeholder={t('lotto.number')}
                value={number}
                onChange={(event) => setNumber(event.currentTarget.value)}
                error={error('number')}
                data-testid="rule-number"
              />
              <SegmentedControl
                size="xs"
                value={mode}
                onChange={(value) => setMode(value)}
                data={[
                  { value: 'closed', label: t('lotto.closedNumber') },
                  { value: 'rate', label: t('lotto.fixedRate') },
                ]}
                data-testid="rule-mode"
              />
              {mode === 'rate' && (
                <TextInput
                  size="xs"
                  w={90}
                  placeholder={t('lotto.rate')}
                  value={rate}
                  onChange={(event) => setRate(event.currentTarget.value)}
                  error={error('rate')}
                  data-testid="rule-rate"
                />
              )}
              <Button size="xs" type="submit" loading={save.isPending} data-testid="rule-save">
                {t('lotto.addRule')}
              </Button>
            </Group>
          </form>
        )}
        <TableState loading={false} error={null} empty={round.rules.length === 0} testId="rules">
          <DataTable minWidth={420} testId="rules-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lotto.option')}</Table.Th>
                <Table.Th>{t('lotto.number')}</Table.Th>
                <Table.Th>{t('lotto.rate')}</Table.Th>
                <Table.Th>{t('lotto.changedBy')}</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {round.rules.map((rule) => (
                <Table.Tr key={`${rule.option}:${rule.number}`} data-testid="rule-row">
                  <Table.Td>{t(`lotto.options.${rule.option}`)}</Table.Td>
                  <Table.Td ff="monospace" fw={700}>
                    {rule.number}
                  </Table.Td>
                  <Table.Td>
                    {rule.rate === null ? (
                      <Badge color="red" variant="light">
                        {t('lotto.closedNumber')}
                      </Badge>
                    ) : (
                      <Text size="sm">
                        {rule.rate}{' '}
                        <Text span size="xs" c="dimmed">
                          / {round.rates[rule.option] ?? '—'}
                        </Text>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{rule.updatedBy ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {formatTimestamp(rule.updatedAt)}
                    </Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={
                          remove.isPending &&
                          remove.variables.number === rule.number &&
                          remove.variables.option === rule.option
                        }
                        onClick={() =>
                          remove.mutate({ roundId: round.id, option: rule.option, number: rule.number })
                        }
                        data-testid={`rule-delete-${rule.option}-${rule.number}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        </TableState>
      </Stack>
    </SectionCard>
  );
}
