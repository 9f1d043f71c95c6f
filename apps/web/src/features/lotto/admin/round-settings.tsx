import { adminRoundUpdateRequest } from '@chokdee/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { issuesToFormErrors } from '../../forms/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { SectionCard, useFeedback } from '../../../lib/admin/ui.tsx';
import { postRoundUpdate, refreshLotto, type LottoRound } from './lotto-api.ts';
import { SettingsEditor } from './settings-editor.tsx';
import { toBody, toValues, type SettingsValues } from './settings-form.ts';

/** This round's own rates, bounds, tiers, maximum and cancel window (until it closes). */
export function RoundSettings({ round, canEdit }: { round: LottoRound; canEdit: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState<SettingsValues>(() => toValues(round));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: postRoundUpdate,
    onSuccess: async () => {
      feedback.ok();
      await refreshLotto();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else feedback.fail(error);
    },
  });
  const submit = () => {
    const full = toBody(round.options, values);
    // A 4D round sells sets at a fixed price: only its cancel window is its own.
    const body =
      round.options.length > 0
        ? { id: round.id, ...full }
        : { id: round.id, cancelMinutes: full.cancelMinutes };
    const parsed = adminRoundUpdateRequest.safeParse(body);
    setErrors(parsed.success ? {} : issuesToFormErrors(parsed.error.issues));
    if (parsed.success) save.mutate(body);
  };
  return (
    <SectionCard title={t('lotto.roundSettings')} testId="round-settings">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {!round.editable && (
            <Text size="sm" c="dimmed" data-testid="round-settings-locked">
              {t('lotto.roundLocked')}
            </Text>
          )}
          <SettingsEditor
            options={round.options}
            values={values}
            onChange={setValues}
            errors={errors}
            readOnly={!canEdit}
            testId="round"
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setValues(toValues(round))}>
                {t('common.reset')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="round-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
