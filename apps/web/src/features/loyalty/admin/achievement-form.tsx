import { ACHIEVEMENT_KINDS, WIN_FAMILIES, type AchievementKind } from '@chokdee/domain';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { useLoyaltyActions, type StaffAchievement } from './loyalty-admin-api.ts';

const LANGS = ['th', 'en', 'kh', 'mm'] as const;
type Texts = Record<(typeof LANGS)[number], string>;
const texts = (from?: Record<string, string>): Texts => ({
  th: from?.th ?? '',
  en: from?.en ?? '',
  kh: from?.kh ?? '',
  mm: from?.mm ?? '',
});

/** Create (no `editing`) or edit an achievement rule: kind, target, family, reward, texts in 4 languages. */
export function AchievementForm({
  editing,
  onDone,
}: {
  editing: StaffAchievement | null;
  onDone: () => void;
}) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const { create, update } = useLoyaltyActions();
  const [code, setCode] = useState(editing?.code ?? '');
  const [kind, setKind] = useState<AchievementKind>(editing?.kind ?? 'POYS_PLACED');
  const [target, setTarget] = useState<number>(editing?.target ?? 1);
  const [family, setFamily] = useState<string>(editing?.family ?? 'gov');
  const [reward, setReward] = useState<number>(editing?.reward ?? 0);
  const [name, setName] = useState<Texts>(texts(editing?.name));
  const [description, setDescription] = useState<Texts>(texts(editing?.description));
  const [active, setActive] = useState(editing?.active ?? true);
  const fields = {
    kind,
    target,
    family: kind === 'FAMILY_WIN' ? (family as (typeof WIN_FAMILIES)[number]) : null,
    reward,
    name,
    description,
    active,
  };
  const done = { onSuccess: () => (feedback.ok(), onDone()), onError: feedback.fail };
  const submit = () =>
    editing ? update.mutate({ id: editing.id, ...fields }, done) : create.mutate({ code, ...fields }, done);
  return (
    <Stack data-testid="achievement-form">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('loyalty.code')}
          value={code}
          disabled={editing !== null}
          data-testid="achievement-code"
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('loyalty.kind')}
          value={kind}
          data={ACHIEVEMENT_KINDS.map((k) => ({ value: k, label: t(`loyalty.kinds.${k}`) }))}
          data-testid="achievement-kind"
          onChange={(e) => setKind(e.currentTarget.value as AchievementKind)}
        />
        {kind === 'FAMILY_WIN' ? (
          <NativeSelect
            label={t('loyalty.family')}
            value={family}
            data={[...WIN_FAMILIES]}
            onChange={(e) => setFamily(e.currentTarget.value)}
          />
        ) : (
          <NumberInput
            label={t('loyalty.target')}
            description={kind === 'MONTH_TURNOVER' ? t('loyalty.targetBaht') : undefined}
            value={target}
            min={1}
            allowDecimal={false}
            data-testid="achievement-target"
            onChange={(v) => setTarget(Number(v) || 1)}
          />
        )}
        <NumberInput
          label={t('loyalty.reward')}
          value={reward}
          min={0}
          decimalScale={2}
          data-testid="achievement-reward"
          onChange={(v) => setReward(Number(v) || 0)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LANGS.map((lang) => (
          <Stack key={lang} gap={4}>
            <TextInput
              label={`${t('loyalty.name')} (${lang})`}
              value={name[lang]}
              required={lang === 'th'}
              data-testid={`achievement-name-${lang}`}
              onChange={(e) => setName({ ...name, [lang]: e.currentTarget.value })}
            />
            <TextInput
              label={`${t('loyalty.description')} (${lang})`}
              value={description[lang]}
              required={lang === 'th'}
              data-testid={`achievement-description-${lang}`}
              onChange={(e) => setDescription({ ...description, [lang]: e.currentTarget.value })}
            />
          </Stack>
        ))}
      </SimpleGrid>
      <Group>
        <Checkbox
          label={t('loyalty.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Button
          onClick={submit}
          loading={create.isPending || update.isPending}
          data-testid="achievement-save"
        >
          {t('common.save')}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
