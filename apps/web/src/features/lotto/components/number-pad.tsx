import { Box, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The large numeric keypad (and the keyboard: digits, Backspace, Enter) with the digits typed so
 * far in `length` boxes. Keys go nowhere while the member types in a field or `disabled` is set.
 */
export function NumberPad({
  value,
  length,
  disabled,
  hint,
  onDigit,
  onBackspace,
  onAdd,
}: {
  value: string;
  /** Digits that complete a number; 0 = nothing selected yet. */
  length: number;
  disabled?: boolean;
  hint: string;
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (/^\d$/.test(event.key)) onDigit(event.key);
      else if (event.key === 'Backspace') onBackspace();
      else if (event.key === 'Enter') onAdd();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, onDigit, onBackspace, onAdd]);

  const boxes = Math.max(length, 1);
  const key = (label: string, onClick: () => void, testId: string, props: Record<string, unknown> = {}) => (
    <Button
      key={testId}
      size="xl"
      variant="default"
      radius="md"
      disabled={disabled || length === 0}
      onClick={onClick}
      data-testid={testId}
      styles={{ root: { height: 56, fontSize: 24, fontWeight: 700 } }}
      {...props}
    >
      {label}
    </Button>
  );
  return (
    <Box data-testid="number-pad" role="group" aria-label={t('lotto.slip.keypad')}>
      <Group justify="center" gap={8} mb={6} aria-live="polite">
        {Array.from({ length: boxes }, (_, i) => (
          <Box
            key={i}
            data-testid="pad-digit"
            style={{
              width: 48,
              height: 56,
              borderRadius: 10,
              border: `2px solid var(--mantine-color-${i === value.length ? 'green-6' : 'gray-4'})`,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 28,
              fontWeight: 700,
              background: 'white',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {value[i] ?? ''}
          </Box>
        ))}
      </Group>
      <Text size="sm" c="dimmed" ta="center" mb={8} data-testid="pad-hint">
        {hint}
      </Text>
      <SimpleGrid cols={3} spacing={8}>
        {KEYS.map((d) => key(d, () => onDigit(d), `pad-${d}`))}
        {key('⌫', onBackspace, 'pad-backspace', { 'aria-label': t('lotto.slip.backspace'), color: 'gray' })}
        {key('0', () => onDigit('0'), 'pad-0')}
        {key(t('lotto.slip.add'), onAdd, 'pad-add', {
          variant: 'filled',
          color: 'green',
          styles: { root: { height: 56, fontSize: 18 } },
        })}
      </SimpleGrid>
    </Box>
  );
}
