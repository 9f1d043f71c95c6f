import { bahtToSatang, type Satang } from '@chokdee/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../wallet/index.ts';

/** Batch and bulk actions above the lines: one price for every line, remove the last batch, clear. */
export function SlipToolbar({
  hasLines,
  onAllPrices,
  onRemoveLast,
  onClear,
}: {
  hasLines: boolean;
  onAllPrices: (price: Satang) => void;
  onRemoveLast: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const price = bahtToSatang(text);
  const apply = () => {
    if (price !== null && price > 0) onAllPrices(price);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={t('lotto.slip.bulkPrice')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder="10"
        value={text}
        onChange={(event) => setText(sanitizeAmountInput(event.currentTarget.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        data-testid="bulk-price"
        style={{ flex: '1 1 140px' }}
      />
      <Button
        variant="light"
        color="green"
        disabled={!hasLines || price === null || price <= 0}
        onClick={apply}
        data-testid="bulk-price-apply"
      >
        {t('lotto.slip.applyPrice')}
      </Button>
      <Group gap="xs" w="100%" grow>
        <Button
          variant="default"
          disabled={!hasLines}
          onClick={onRemoveLast}
          data-testid="remove-last-batch"
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {t('lotto.slip.removeLast')}
        </Button>
        <Button variant="subtle" color="red" disabled={!hasLines} onClick={onClear} data-testid="clear-slip">
          {t('lotto.slip.clear')}
        </Button>
      </Group>
    </Group>
  );
}
