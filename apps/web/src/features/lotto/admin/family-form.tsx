import { adminFamilyUpdateRequest, STOCK_MARKET_IDS } from '@chokdee/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { issuesToFormErrors } from '../../forms/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { postFamily, refreshLotto, type LottoFamily } from './lotto-api.ts';
import { DiscountEditor } from './discount-editor.tsx';
import { SettingsEditor } from './settings-editor.tsx';
import {
  discountBody,
  formatDates,
  parseDates,
  toBody,
  toDiscountValues,
  toValues,
  type DiscountValues,
  type SettingsValues,
} from './settings-form.ts';
import { formatTimestamp } from '../../../lib/format.ts';

interface Calendar {
  drawDates: string;
  holidays: Record<string, string>;
}
const calendarOf = (f: LottoFamily): Calendar => ({
  drawDates: formatDates(f.schedule?.drawDates),
  holidays: Object.fromEntries(
    STOCK_MARKET_IDS.map((id) => [id, (f.schedule?.holidays?.[id] ?? []).join(', ')]),
  ),
});
const scheduleOf = (family: string, c: Calendar) => {
  if (family === 'gov') return c.drawDates.trim() === '' ? null : { drawDates: parseDates(c.drawDates) };
  if (family === 'stock')
    return {
      holidays: Object.fromEntries(Object.entries(c.holidays).map(([id, text]) => [id, parseDates(text)])),
    };
  return null;
};

/** One family's settings: what rounds generated from now on copy, and its calendar. */
export function FamilyForm({ family }: { family: LottoFamily }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const can = useCan();
  const readOnly = !can('lotto.manage');
  const [values, setValues] = useState<SettingsValues>(() => toValues(family));
  const [calendar, setCalendar] = useState<Calendar>(() => calendarOf(family));
  const [discount, setDiscount] = useState<DiscountValues>(() =>
    toDiscountValues(family.options, family.discount),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: postFamily,
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
    const body = {
      family: family.family,
      ...toBody(family.options, values),
      schedule: scheduleOf(family.family, calendar),
      discount: discountBody(family.options, discount),
    };
    const parsed = adminFamilyUpdateRequest.safeParse(body);
    const problems = parsed.success ? {} : issuesToFormErrors(parsed.error.issues);
    setErrors(problems);
    if (parsed.success) save.mutate(body);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Alert variant="light" color="blue" data-testid="family-note">
          {t('lotto.familyNote')}
          {family.updatedAt && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('lotto.lastSaved', {
                time: formatTimestamp(family.updatedAt),
                who: family.updatedBy ?? '—',
              })}
            </Text>
          )}
        </Alert>
        <SettingsEditor
          options={family.options}
          values={values}
          onChange={setValues}
          errors={errors}
          readOnly={readOnly}
          testId="family"
        />
        {family.options.length > 0 && (
          <DiscountEditor
            options={family.options}
            values={discount}
            fullRates={values.rows}
            onChange={setDiscount}
            errors={errors}
            readOnly={readOnly}
          />
        )}
        {family.family === 'gov' && (
          <div>
            <Title order={3} fz="sm" mb={4}>
              {t('lotto.drawDates')}
            </Title>
            <Textarea
              description={t('lotto.drawDatesHelp')}
              autosize
              minRows={4}
              maxRows={12}
              value={calendar.drawDates}
              onChange={(event) => setCalendar({ ...calendar, drawDates: event.currentTarget.value })}
              error={translateAdminMessage(
                t,
                Object.entries(errors).find(([k]) => k.startsWith('schedule'))?.[1],
              )}
              readOnly={readOnly}
              data-testid="family-draw-dates"
            />
          </div>
        )}
        {family.family === 'stock' && (
          <div>
            <Title order={3} fz="sm" mb={4}>
              {t('lotto.holidays')}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {t('lotto.holidaysHelp')}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
              {STOCK_MARKET_IDS.map((id) => (
                <TextInput
                  key={id}
                  size="xs"
                  label={t(`lotto.markets.${id}`)}
                  value={calendar.holidays[id] ?? ''}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setCalendar((c) => ({ ...c, holidays: { ...c.holidays, [id]: text } }));
                  }}
                  error={translateAdminMessage(
                    t,
                    Object.entries(errors).find(([k]) => k.startsWith(`schedule.holidays.${id}`))?.[1],
                  )}
                  readOnly={readOnly}
                  placeholder="2026-01-01, 2026-04-13"
                  data-testid={`family-holidays-${id}`}
                />
              ))}
            </SimpleGrid>
          </div>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setValues(toValues(family));
                setCalendar(calendarOf(family));
                setDiscount(toDiscountValues(family.options, family.discount));
                setErrors({});
              }}
            >
              {t('common.reset')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="family-save">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
