import type { LottoResult, ResultInputKind } from '@chokdee/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { postResult, refreshLotto } from './lotto-api.ts';
import {
  DERIVED_FIELDS,
  FIELD_DIGITS,
  LOWER_PRIZE_FIELDS,
  RESULT_FORM_FIELDS,
  checkResultForm,
  derivedText,
  emptyResultFields,
  formErrorsFromServer,
  liveResult,
  type ResultFields,
} from './result-form.ts';

/** `front3.1` → the label "Front 3 (#2)". */
function useFieldLabel() {
  const { t } = useAdminT();
  return (field: string) => {
    const [name = field, index] = field.split('.');
    return t(`lotto.results.fields.${name}`, { n: index === undefined ? undefined : Number(index) + 1 });
  };
}

/** The derived fields, updated as staff type (what the bets will be paid against). */
export function DerivedResult({
  kind,
  result,
  testId = 'result-derived',
}: {
  kind: ResultInputKind;
  result: Partial<LottoResult>;
  testId?: string;
}) {
  const { t } = useAdminT();
  return (
    <SimpleGrid cols={{ base: 2, sm: DERIVED_FIELDS[kind].length }} spacing="xs" data-testid={testId}>
      {DERIVED_FIELDS[kind].map((key) => (
        <Paper key={key} withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)">
          <Text size="xs" c="dimmed">
            {t(`lotto.results.derived.${key}`)}
          </Text>
          <Text
            fw={700}
            fz="lg"
            ff="monospace"
            data-testid={`${testId}-${key}`}
            c={result[key] === undefined ? 'dimmed' : undefined}
          >
            {derivedText(result[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The official result of one round, in the family's form; Save = a new PENDING version. */
export function ResultEntryForm({ roundId, kind }: { roundId: string; kind: ResultInputKind }) {
  const { t } = useAdminT();
  const label = useFieldLabel();
  const feedback = useFeedback();
  const [fields, setFields] = useState<ResultFields>(() => emptyResultFields(kind));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const live = useMemo(() => liveResult(kind, fields), [kind, fields]);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof postResult>[1]) => postResult(roundId, input),
    onSuccess: async () => {
      feedback.ok(t('lotto.results.saved'));
      setFields(emptyResultFields(kind));
      setErrors({});
      await refreshLotto();
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fields && Object.keys(failure.fields).length > 0)
        setErrors(formErrorsFromServer(failure.fields));
      else feedback.fail(failure);
      void refreshLotto();
    },
  });
  const submit = () => {
    const checked = checkResultForm(kind, fields);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.input);
  };
  const set = (field: string, value: string) => setFields((current) => ({ ...current, [field]: value }));
  const digits = (field: string) => FIELD_DIGITS[field];
  return (
    <form
      noValidate
      data-testid="result-form"
      data-kind={kind}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="sm">
          {t('lotto.results.enterTitle')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {RESULT_FORM_FIELDS[kind].map((field) => (
            <TextInput
              key={field}
              label={label(field)}
              value={fields[field] ?? ''}
              onChange={(event) => set(field, event.currentTarget.value)}
              error={translateAdminMessage(
                t,
                errors[field] ?? (field.includes('.') ? errors[field.split('.')[0] ?? ''] : undefined),
              )}
              inputMode={kind === 'stock' ? 'decimal' : 'numeric'}
              maxLength={digits(field) ?? 16}
              w={kind === 'stock' ? 180 : field === 'firstPrize' ? 150 : 130}
              styles={{
                input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-lg)', letterSpacing: 2 },
              }}
              autoComplete="off"
              data-testid={`result-input-${field.replace('.', '-')}`}
            />
          ))}
        </Group>
        {kind === 'stock' && (
          <Text size="xs" c="dimmed">
            {t('lotto.results.stockHelp')}
          </Text>
        )}
        {kind === 'gov' && (
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t('lotto.results.lowerHelp')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {LOWER_PRIZE_FIELDS.map(({ tier, field, count }) => (
                <Textarea
                  key={field}
                  label={t(`lotto.results.fields.${tier}`, { count })}
                  value={fields[field] ?? ''}
                  onChange={(event) => set(field, event.currentTarget.value)}
                  // A wrong number in the list reports its own path (lowerPrizes.fifth.12).
                  error={translateAdminMessage(
                    t,
                    Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1],
                  )}
                  rows={3}
                  styles={{ input: { fontFamily: 'monospace' } }}
                  data-testid={`result-input-lower-${tier}`}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('lotto.results.derivedTitle')}
          </Text>
          <DerivedResult kind={kind} result={live} />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="result-save">
            {t('lotto.results.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
