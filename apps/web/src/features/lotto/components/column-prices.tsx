import { bahtToSatang, satang, satangToBaht, type BetOption, type Satang } from '@chokdee/domain';
import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../wallet/index.ts';

/**
 * The price of each selected option's column, set before adding: new numbers come in at it (each
 * cell stays editable afterwards). Empty: the option's starting price.
 */
export function ColumnPrices({
  options,
  prices,
  onPrice,
}: {
  options: readonly BetOption[];
  prices: Partial<Record<BetOption, Satang>>;
  onPrice: (option: BetOption, price: Satang) => void;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Partial<Record<BetOption, string>>>(() =>
    Object.fromEntries(Object.entries(prices).map(([o, p]) => [o, String(satangToBaht(p))])),
  );
  if (options.length === 0) return null;
  return (
    <Group gap="xs" grow data-testid="column-prices">
      {options.map((option) => (
        <TextInput
          key={option}
          size="xs"
          label={`${t(`lotto.options.${option}`)} (${t('lotto.slip.baht')})`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('lotto.slip.columnPricePlaceholder')}
          value={texts[option] ?? ''}
          onChange={(event) => {
            const text = sanitizeAmountInput(event.currentTarget.value);
            setTexts((prev) => ({ ...prev, [option]: text }));
            onPrice(option, bahtToSatang(text.replace(/\.$/, '') || '0') ?? satang(0));
          }}
          data-testid={`column-price-${option}`}
        />
      ))}
    </Group>
  );
}
