import { Box, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackspaceIcon } from '../../../components/ui/icons.tsx';
import classes from './number-pad.module.css';

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
  const off = disabled || length === 0;
  const key = (
    label: ReactNode,
    onClick: () => void,
    testId: string,
    { className = classes.key, ariaLabel }: { className?: string; ariaLabel?: string } = {},
  ) => (
    <button
      key={testId}
      type="button"
      className={className}
      disabled={off}
      onClick={onClick}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <Box data-testid="number-pad" role="group" aria-label={t('lotto.slip.keypad')}>
      <div className={classes.digits} aria-live="polite">
        {Array.from({ length: boxes }, (_, i) => (
          <div
            key={i}
            className={classes.digit}
            data-current={i === value.length || undefined}
            data-testid="pad-digit"
          >
            {value[i] ?? ''}
          </div>
        ))}
      </div>
      <Text size="sm" c="dimmed" ta="center" mb={8} data-testid="pad-hint">
        {hint}
      </Text>
      <div className={classes.keys}>
        {KEYS.map((d) => key(d, () => onDigit(d), `pad-${d}`))}
        {key(<BackspaceIcon width={28} height={28} />, onBackspace, 'pad-backspace', {
          className: `${classes.key} ${classes.backspace}`,
          ariaLabel: t('lotto.slip.backspace'),
        })}
        {key('0', () => onDigit('0'), 'pad-0')}
        {key(t('lotto.slip.add'), onAdd, 'pad-add', { className: `${classes.key} ${classes.add}` })}
      </div>
    </Box>
  );
}
