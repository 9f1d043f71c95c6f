import '@mantine/core/styles/SegmentedControl.css';
import { LOCALES, PROMOTION_AUDIENCES, PROMOTION_TYPES, type Locale } from '@chokdee/domain';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { usePromotionActions, type AdminPromotionRow, type PromotionInput } from './promotions-admin-api.ts';

type Texts = Record<Locale, string>;
const EMPTY: Texts = { th: '', en: '', kh: '', mm: '' };
const DAY = 86_400_000;

/** `datetime-local` text of an instant in Bangkok time, and back (the site's clock is +07:00). */
const toLocal = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
const fromLocal = (local: string) => `${local}:00+07:00`;

const initialOf = (p: AdminPromotionRow | null) => ({
  type: p?.type ?? 'DEPOSIT',
  title: p?.title ?? EMPTY,
  body: p?.body ?? EMPTY,
  image: p?.image ?? '',
  audience: p?.audience ?? 'ALL',
  newMemberDays: p?.newMemberDays ?? 30,
  minLevel: p?.minLevel ?? 1,
  percent: p?.percent ?? 10,
  cap: p?.cap ?? 500,
  turnoverMultiplier: p?.turnoverMultiplier ?? 1,
  startsAt: toLocal(p?.startsAt ?? new Date().toISOString()),
  endsAt: toLocal(p?.endsAt ?? new Date(Date.now() + 30 * DAY).toISOString()),
  active: p?.active ?? true,
});

/** Create or edit a promotion: texts per language with a preview, audience, bonus terms, validity. */
export function PromotionForm({
  promotion,
  onClose,
}: {
  promotion: AdminPromotionRow | null;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { create, update } = usePromotionActions();
  const [values, setValues] = useState(() => initialOf(promotion));
  const [locale, setLocale] = useState<Locale>('th');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const error = (key: string) => translateAdminMessage(t, errors[key]);
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const number = (value: string | number) => (typeof value === 'number' ? value : 0);
  const mutation = promotion ? update : create;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: PromotionInput = {
      ...values,
      image: values.image.trim() || null,
      newMemberDays: values.audience === 'NEW_MEMBERS' ? values.newMemberDays : null,
      minLevel: values.audience === 'LEVEL' ? values.minLevel : null,
      startsAt: fromLocal(values.startsAt),
      endsAt: fromLocal(values.endsAt),
    };
    const done = {
      onSuccess: () => {
        feedback.ok();
        onClose();
      },
      onError: (failure: Error) => {
        if (isApiError(failure) && failure.fields) setErrors(failure.fields);
        else feedback.fail(failure);
      },
    };
    if (promotion) update.mutate({ ...input, id: promotion.id }, done);
    else create.mutate(input, done);
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="promotion-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('promotions.type')}
            data={PROMOTION_TYPES.map((type) => ({ value: type, label: t(`promotions.types.${type}`) }))}
            value={values.type}
            allowDeselect={false}
            onChange={(type) => type && set({ type: type })}
          />
          <Select
            label={t('promotions.audience')}
            data={PROMOTION_AUDIENCES.map((a) => ({ value: a, label: t(`promotions.audiences.${a}`) }))}
            value={values.audience}
            allowDeselect={false}
            onChange={(audience) => audience && set({ audience: audience })}
          />
        </SimpleGrid>
        {values.audience === 'NEW_MEMBERS' && (
          <NumberInput
            label={t('promotions.newMemberDays')}
            value={values.newMemberDays}
            min={1}
            max={365}
            allowDecimal={false}
            error={error('newMemberDays')}
            onChange={(v) => set({ newMemberDays: number(v) })}
          />
        )}
        {values.audience === 'LEVEL' && (
          <NumberInput
            label={t('promotions.minLevel')}
            value={values.minLevel}
            min={0}
            max={100}
            allowDecimal={false}
            error={error('minLevel')}
            onChange={(v) => set({ minLevel: number(v) })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('promotions.percent')}
            value={values.percent}
            decimalScale={2}
            min={0.01}
            max={100}
            error={error('percent')}
            onChange={(v) => set({ percent: number(v) })}
          />
          <NumberInput
            label={t('promotions.cap')}
            value={values.cap}
            decimalScale={2}
            min={0.01}
            thousandSeparator=","
            error={error('cap')}
            onChange={(v) => set({ cap: number(v) })}
          />
          <NumberInput
            label={t('promotions.multiplier')}
            description={t(`promotions.multiplierOf.${values.type === 'CASHBACK' ? 'bonus' : 'deposit'}`)}
            value={values.turnoverMultiplier}
            decimalScale={2}
            min={0}
            max={100}
            error={error('turnoverMultiplier')}
            onChange={(v) => set({ turnoverMultiplier: number(v) })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('promotions.startsAt')}
            value={values.startsAt}
            error={error('startsAt')}
            onChange={(e) => set({ startsAt: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label={t('promotions.endsAt')}
            value={values.endsAt}
            error={error('endsAt')}
            onChange={(e) => set({ endsAt: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={t('promotions.image')}
          description={t('promotions.imageHint')}
          value={values.image}
          error={error('image')}
          onChange={(e) => set({ image: e.currentTarget.value })}
        />
        <SegmentedControl
          data={LOCALES.map((l) => ({ value: l, label: t(`promotions.languages.${l}`) }))}
          value={locale}
          onChange={(l) => setLocale(l)}
        />
        <TextInput
          label={t('promotions.titleIn', { language: t(`promotions.languages.${locale}`) })}
          value={values.title[locale]}
          error={error(`title.${locale}`)}
          data-testid={`promotion-title-${locale}`}
          onChange={(e) => set({ title: { ...values.title, [locale]: e.currentTarget.value } })}
        />
        <Textarea
          label={t('promotions.bodyIn', { language: t(`promotions.languages.${locale}`) })}
          description={t('promotions.bodyHint')}
          autosize
          minRows={4}
          value={values.body[locale]}
          error={error(`body.${locale}`)}
          onChange={(e) => set({ body: { ...values.body, [locale]: e.currentTarget.value } })}
        />
        <Paper withBorder p="sm" radius="md" data-testid="promotion-preview">
          <Text size="xs" c="dimmed" mb={4}>
            {t('promotions.preview')}
          </Text>
          <Text fw={700}>{values.title[locale] || values.title.th}</Text>
          <RichText html={values.body[locale] || values.body.th} fz="sm" testId="promotion-body" />
        </Paper>
        <Checkbox
          label={t('promotions.active')}
          checked={values.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} data-testid="promotion-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
