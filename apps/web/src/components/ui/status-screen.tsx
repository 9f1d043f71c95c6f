import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusAction {
  label: string;
  onClick: () => void;
  variant?: 'filled' | 'light' | 'default';
  testId?: string;
}

export interface StatusScreenProps {
  testId: string;
  /** Big short mark above the title ("404", "!"). */
  mark?: string;
  title: string;
  message?: ReactNode;
  actions?: StatusAction[];
  children?: ReactNode;
}

/** The shared layout of the error, maintenance and offline screens. */
export function StatusScreen({ testId, mark, title, message, actions = [], children }: StatusScreenProps) {
  return (
    <Stack
      data-testid={testId}
      align="center"
      justify="center"
      gap="sm"
      py={48}
      px="md"
      ta="center"
      mih="60vh"
    >
      {mark && (
        <Text fz={56} fw={700} c="green.7" lh={1} aria-hidden>
          {mark}
        </Text>
      )}
      <Title order={1} fz="xl">
        {title}
      </Title>
      {message && (
        <Text c="dimmed" maw={420}>
          {message}
        </Text>
      )}
      {children}
      {actions.length > 0 && (
        <Group justify="center" gap="sm" mt="sm">
          {actions.map((action) => (
            <Button
              key={action.label}
              data-testid={action.testId}
              variant={action.variant ?? 'filled'}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
