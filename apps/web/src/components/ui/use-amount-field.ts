import { useState } from 'react';

/**
 * The text of an amount field (the wallet's AmountInput) and the error shown on it: typing clears
 * the error, so a refusal of the last amount never stands under a new one. Spread `inputProps` on
 * the field. Not beside AmountInput in the wallet feature: the round page's first load has the
 * wallet's shared chunk, and only the money forms need this.
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
