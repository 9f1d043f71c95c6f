import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
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

/**
 * The text of an AmountInput and the error shown on it: typing clears the error, so a refusal of
 * the last amount never stands under a new one. Spread `inputProps` on the field.
 */
export function useAmountField(initial = '') {
  const [amount, setAmount] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onValueChange = (next: string) => {
    setAmount(next);
    setError(null);
  };
  return {
    amount,
    setAmount,
    setError,
    inputProps: { value: amount, onValueChange, error: error ?? undefined },
  };
}
