import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitizeAmountInput } from '../amount-text.ts';

/**
 * A baht amount field: the phone's decimal keypad (`inputMode="decimal"`), digits and one point,
 * at most two decimals; the text is kept as typed and read by digits when submitted.
 */
export function AmountInput({
  value,
  onValueChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (next: string) => void;
}) {
  return (
    <TextInput
      size="lg"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      pattern="[0-9]*[.]?[0-9]{0,2}"
      leftSection={<span aria-hidden>฿</span>}
      value={value}
      onChange={(event) => onValueChange(sanitizeAmountInput(event.currentTarget.value))}
      {...props}
    />
  );
}
