import type { BetOption } from '@chokdee/domain';
import { Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { DiscountValues, SettingsValues } from './settings-form.ts';

/**
 * Full pay or discount of a family: whether members may choose a discount, the percent taken off
 * the stake, and the (lower) rate each option pays under it, beside the full rate.
 */
export function DiscountEditor({
  options,
  values,
  fullRates,
  onChange,
  errors,
  readOnly,
}: {
  options: readonly BetOption[];
  values: DiscountValues;
  fullRates: SettingsValues['rows'];
  onChange: (values: DiscountValues) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const { t } = useAdminT();
  const error = (key: string) => translateAdminMessage(t, errors[key]);
  return (
    <Stack gap="xs" data-testid="family-discount">
      <Title order={3} fz="sm">
        {t('lotto.discount')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('lotto.discountHelp')}
      </Text>
      <Checkbox
        label={t('lotto.discountOn')}
        checked={values.on}
        disabled={readOnly}
        onChange={(event) => onChange({ ...values, on: event.currentTarget.checked })}
        data-testid="family-discount-on"
      />
      {values.on && (
        <>
          <TextInput
            size="xs"
            w={200}
            label={t('lotto.discountPercent')}
            inputMode="numeric"
            value={values.percent}
            onChange={(event) => onChange({ ...values, percent: event.currentTarget.value })}
            error={error('discount.percent')}
            readOnly={readOnly}
            data-testid="family-discount-percent"
          />
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
            {options.map((option) => (
              <TextInput
                key={option}
                size="xs"
                label={t(`lotto.options.${option}`)}
                description={`${t('lotto.fullRate')} ×${fullRates[option]?.rate ?? ''}`}
                inputMode="decimal"
                value={values.rates[option] ?? ''}
                onChange={(event) => {
                  const rate = event.currentTarget.value;
                  onChange({ ...values, rates: { ...values.rates, [option]: rate } });
                }}
                error={error(`discount.rates.${option}`)}
                readOnly={readOnly}
                aria-label={`${t(`lotto.options.${option}`)} ${t('lotto.discountRate')}`}
                data-testid={`family-discount-${option}`}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
