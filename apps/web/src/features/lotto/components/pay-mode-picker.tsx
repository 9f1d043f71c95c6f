import type { PayMode } from '@chokdee/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full pay or the family's discount (shown only when the family offers one). */
export function PayModePicker({
  percent,
  value,
  onChange,
}: {
  percent: number;
  value: PayMode;
  onChange: (mode: PayMode) => void;
}) {
  const { t } = useTranslation();
  const option = (mode: PayMode, label: string) => (
    <Button
      color={mode === 'discount' ? 'grape' : 'green'}
      variant={value === mode ? 'filled' : 'default'}
      aria-pressed={value === mode}
      onClick={() => onChange(mode)}
      data-testid={`pay-mode-${mode}`}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" grow role="group" aria-label={t('lotto.slip.payMode')} data-testid="pay-mode">
      {option('full', t('lotto.slip.payFull'))}
      {option('discount', t('lotto.slip.payDiscount', { percent }))}
    </Group>
  );
}
