import { TextInput } from '@mantine/core';
import { useId, useRef } from 'react';
import { formatDay } from '../../lib/format.ts';
import { LineIcon } from './icons.tsx';

const CalendarIcon = () => (
  <LineIcon width={18} height={18}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);

export interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** On the native input (tests fill it with YYYY-MM-DD); `<testId>-display` on the visible box. */
  testId?: string | undefined;
  placeholder?: string;
  error?: boolean;
  /** Grow in a row of fields (a flex container). */
  grow?: boolean;
}

/**
 * A Bangkok day shown as DD/MM/YYYY whatever the browser's locale (a native date input would show
 * MM/DD/YYYY in en-US); a tap, click or Enter opens the browser's own picker of an invisible native
 * input under it. Member and back-office screens alike.
 */
export function DayInput(props: DayInputProps) {
  const native = useRef<HTMLInputElement>(null);
  // Chrome reports a form field with neither id nor name as an issue (Lighthouse, DevTools).
  const nativeId = useId();
  const { testId } = props;
  const open = () => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };
  return (
    <div style={{ position: 'relative', minWidth: 0, flex: props.grow ? 1 : undefined }}>
      <TextInput
        readOnly
        label={props.label}
        value={formatDay(props.value)}
        placeholder={props.placeholder ?? 'DD/MM/YYYY'}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
        rightSection={<CalendarIcon />}
        rightSectionPointerEvents="none"
        error={props.error}
        data-testid={testId === undefined ? undefined : `${testId}-display`}
        styles={{ input: { cursor: 'pointer', fontVariantNumeric: 'tabular-nums' } }}
      />
      <input
        ref={native}
        id={nativeId}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          padding: 0,
        }}
      />
    </div>
  );
}
