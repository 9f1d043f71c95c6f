import type { BetOption } from '@chokdee/domain';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { OptionRow, SettingsValues } from './settings-form.ts';

interface Props {
  options: readonly BetOption[];
  values: SettingsValues;
  onChange: (values: SettingsValues) => void;
  errors: Record<string, string>;
  readOnly?: boolean;
  testId: string;
}

/** Rates and per-line bounds by option, automatic tiers, the round maximum and the cancel window. */
export function SettingsEditor({ options, values, onChange, errors, readOnly = false, testId }: Props) {
  const { t } = useAdminT();
  const error = (key: string) => translateAdminMessage(t, errors[key]);
  const setRow = (option: BetOption, key: keyof OptionRow, value: string) => {
    const row = values.rows[option] ?? { rate: '', betMin: '', betMax: '' };
    onChange({ ...values, rows: { ...values.rows, [option]: { ...row, [key]: value } } });
  };
  const setTier = (index: number, key: 'aboveStake' | 'ratePercent', value: string) =>
    onChange({
      ...values,
      tiers: values.tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)),
    });
  const cell = (option: BetOption, key: keyof OptionRow) => (
    <TextInput
      size="xs"
      value={values.rows[option]?.[key] ?? ''}
      onChange={(event) => setRow(option, key, event.currentTarget.value)}
      error={error(key === 'rate' ? `rates.${option}` : `bounds.${option}.${key}`)}
      readOnly={readOnly}
      inputMode="decimal"
      aria-label={`${t(`lotto.options.${option}`)} ${t(`lotto.${key}`)}`}
      data-testid={`${testId}-${option}-${key}`}
    />
  );
  return (
    <Stack gap="md" data-testid={testId}>
      {options.length > 0 && (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lotto.option')}</Table.Th>
              <Table.Th w={140}>{t('lotto.rate')}</Table.Th>
              <Table.Th w={160}>{t('lotto.betMin')}</Table.Th>
              <Table.Th w={160}>{t('lotto.betMax')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {options.map((option) => (
              <Table.Tr key={option}>
                <Table.Td fw={600}>{t(`lotto.options.${option}`)}</Table.Td>
                <Table.Td>{cell(option, 'rate')}</Table.Td>
                <Table.Td>{cell(option, 'betMin')}</Table.Td>
                <Table.Td>{cell(option, 'betMax')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {options.length > 0 && (
          <TextInput
            label={t('lotto.roundMax')}
            description={t('lotto.roundMaxHelp')}
            value={values.roundMax}
            onChange={(event) => onChange({ ...values, roundMax: event.currentTarget.value })}
            error={error('roundMax')}
            readOnly={readOnly}
            data-testid={`${testId}-roundMax`}
          />
        )}
        <TextInput
          label={t('lotto.cancelMinutes')}
          description={t('lotto.cancelMinutesHelp')}
          value={values.cancelMinutes}
          onChange={(event) => onChange({ ...values, cancelMinutes: event.currentTarget.value })}
          error={error('cancelMinutes')}
          readOnly={readOnly}
          data-testid={`${testId}-cancelMinutes`}
        />
      </SimpleGrid>
      {options.length > 0 && (
        <div>
          <Title order={3} fz="sm" mb={4}>
            {t('lotto.tiers')}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t('lotto.tiersHelp')}
          </Text>
          <Stack gap={6}>
            {values.tiers.map((tier, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  size="xs"
                  w={180}
                  leftSection={<Text size="xs">&gt;</Text>}
                  rightSection={<Text size="xs">฿</Text>}
                  value={tier.aboveStake}
                  onChange={(event) => setTier(index, 'aboveStake', event.currentTarget.value)}
                  error={error(`tiers.${index}.aboveStake`)}
                  readOnly={readOnly}
                  aria-label={t('lotto.tierAbove')}
                  data-testid={`${testId}-tier-${index}-above`}
                />
                <TextInput
                  size="xs"
                  w={120}
                  rightSection={<Text size="xs">%</Text>}
                  value={tier.ratePercent}
                  onChange={(event) => setTier(index, 'ratePercent', event.currentTarget.value)}
                  error={error(`tiers.${index}.ratePercent`)}
                  readOnly={readOnly}
                  aria-label={t('lotto.tierPercent')}
                  data-testid={`${testId}-tier-${index}-percent`}
                />
                <Text size="xs" c="dimmed" pt={6}>
                  {tier.ratePercent.trim() === '0' ? t('lotto.tierClosed') : t('lotto.tierRate')}
                </Text>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={2}
                    aria-label={t('common.delete')}
                    onClick={() => onChange({ ...values, tiers: values.tiers.filter((_, i) => i !== index) })}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {error('tiers') && (
              <Text size="xs" c="red">
                {error('tiers')}
              </Text>
            )}
            {!readOnly && values.tiers.length < 10 && (
              <Button
                size="xs"
                variant="subtle"
                w="fit-content"
                onClick={() =>
                  onChange({ ...values, tiers: [...values.tiers, { aboveStake: '', ratePercent: '' }] })
                }
                data-testid={`${testId}-tier-add`}
              >
                {t('lotto.addTier')}
              </Button>
            )}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
