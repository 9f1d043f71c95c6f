import { Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Many numbers at once, typed or pasted ("12 34 56", one per line, commas or spaces), added under
 * the selected options and helpers as one batch. Entries that made no line stay in the field and
 * are shown in red to fix, never silently dropped.
 */
export function PasteNumbers({
  disabled,
  invalid,
  onAdd,
}: {
  disabled: boolean;
  /** The entries of the last paste that made no line. */
  invalid: readonly string[];
  onAdd: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  return (
    <Stack gap={6} data-testid="paste-numbers">
      <Input.Wrapper label={t('lotto.slip.pasteLabel')} description={t('lotto.slip.pasteHint')}>
        <Input
          component="textarea"
          rows={3}
          value={text}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setText(event.currentTarget.value)}
          data-testid="paste-input"
          styles={{ input: { height: 'auto', paddingBlock: 6, fontVariantNumeric: 'tabular-nums' } }}
        />
      </Input.Wrapper>
      <Button
        variant="light"
        color="green"
        disabled={disabled || !text.trim()}
        onClick={add}
        data-testid="paste-add"
      >
        {t('lotto.slip.pasteAdd')}
      </Button>
      {invalid.length > 0 && (
        <Stack gap={4} data-testid="paste-invalid" role="status">
          <Text size="xs" c="red.7" fw={600}>
            {t('lotto.slip.pasteInvalid', { count: invalid.length })}
          </Text>
          <Group gap={4}>
            {invalid.map((token, i) => (
              <Badge
                key={`${token}-${i}`}
                color="red"
                variant="light"
                tt="none"
                data-testid="paste-invalid-entry"
                style={{ cursor: 'pointer' }}
                onClick={() => setText((prev) => (prev ? `${prev} ${token}` : token))}
              >
                {token}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
