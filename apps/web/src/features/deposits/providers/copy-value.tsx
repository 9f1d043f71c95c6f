import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value members must type into another app (wallet number, address, amount) with a copy button. */
export function CopyValue({
  label,
  value,
  shown,
  testId,
  mono,
}: {
  label: string;
  value: string;
  shown?: string;
  testId: string;
  mono?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap={8} wrap="nowrap" align="center">
        <Text
          fz={mono ? 15 : 24}
          fw={800}
          ff={mono ? 'monospace' : undefined}
          style={{ wordBreak: 'break-all' }}
          data-testid={testId}
        >
          {shown ?? value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal' : 'green'}
              onClick={copy}
              style={{ flexShrink: 0 }}
            >
              {copied ? t('deposit.copied') : t('deposit.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
