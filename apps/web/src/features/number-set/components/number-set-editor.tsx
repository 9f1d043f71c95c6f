import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { NUMBER_SET_MESSAGES, type NumberSetLine } from '@chokdee/domain';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveNumberSet } from '../api/use-save-number-set.ts';
import { mergeLines, NUMBER_SET_OPTIONS, parseNumbers, type NumberSetOption } from '../parse-numbers.ts';
import type { NumberSet } from '@chokdee/domain';

const ERROR_KEYS: Record<string, string> = {
  [NUMBER_SET_MESSAGES.name]: 'name',
  [NUMBER_SET_MESSAGES.lines]: 'lines',
};

const errorKey = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  if (error.code === 'NUMBER_SET_NAME_TAKEN') return 'taken';
  if (error.code === 'NUMBER_SETS_FULL') return 'tooMany';
  return (
    Object.values(error.fields ?? {})
      .map((m) => ERROR_KEYS[m])
      .find(Boolean) ?? null
  );
};

/** Create or edit a number set: a name, then numbers typed per option, shown as removable chips. */
export function NumberSetEditor({ initial, onDone }: { initial: NumberSet | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNumberSet();
  const [name, setName] = useState(initial?.name ?? '');
  const [option, setOption] = useState<NumberSetOption>('teng_bon_2');
  const [text, setText] = useState('');
  const [lines, setLines] = useState<NumberSetLine[]>(() => (initial?.lines ?? []) as NumberSetLine[]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [local, setLocal] = useState<string | null>(null);

  const addNumbers = () => {
    const parsed = parseNumbers(text, option);
    setLines((prev) => mergeLines(prev, parsed.lines));
    setRejected(parsed.rejected);
    setText('');
  };
  const submit = () => {
    if (name.trim() === '' || name.trim().length > 50) return setLocal('name');
    if (lines.length === 0 || lines.length > 1000) return setLocal('lines');
    setLocal(null);
    save.mutate({ ...(initial ? { id: initial.id } : {}), name: name.trim(), lines }, { onSuccess: onDone });
  };
  const serverKey = save.isError ? errorKey(save.error) : null;
  const shownError = local ?? serverKey;

  return (
    <Paper withBorder radius="md" p="md" data-testid="number-set-editor">
      <Stack gap="sm">
        <TextInput
          label={t('numberSet.name')}
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="number-set-name"
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label={t('numberSet.option')}
            value={option}
            onChange={(e) => setOption(e.currentTarget.value as NumberSetOption)}
            data={NUMBER_SET_OPTIONS.map((o) => ({ value: o, label: t(`lotto.options.${o}`) }))}
            data-testid="number-set-option"
            w={130}
          />
          <TextInput
            label={t('numberSet.numbers')}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && addNumbers()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="number-set-numbers"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('numberSet.numbersHint')}
        </Text>
        <Button
          variant="light"
          color="green"
          onClick={addNumbers}
          disabled={text.trim() === ''}
          data-testid="number-set-add"
        >
          {t('numberSet.addNumbers')}
        </Button>
        {rejected.length > 0 && (
          <Text size="sm" c="orange.8">
            {t('numberSet.badNumbers', { numbers: rejected.join(', ') })}
          </Text>
        )}
        <Group gap={6} data-testid="number-set-lines">
          {lines.map((line) => (
            <Badge
              key={`${line.option}:${line.number}`}
              size="lg"
              variant="light"
              color="green"
              style={{ textTransform: 'none', cursor: 'pointer' }}
              onClick={() => setLines((prev) => prev.filter((l) => l !== line))}
              title={t('lotto.slip.remove', { number: line.number })}
            >
              {t(`lotto.options.${line.option}`)} {line.number} ✕
            </Badge>
          ))}
        </Group>
        {shownError && (
          <Alert color="red" data-testid="number-set-error">
            {t(`numberSet.errors.${shownError}`)}
          </Alert>
        )}
        {save.isError && !shownError && <Alert color="red">{t('errors.default')}</Alert>}
        <Group grow>
          <Button variant="default" onClick={onDone}>
            {t('numberSet.cancel')}
          </Button>
          <Button color="green" loading={save.isPending} onClick={submit} data-testid="number-set-save">
            {t('numberSet.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
