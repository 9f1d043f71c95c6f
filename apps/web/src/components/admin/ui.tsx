import type { AccountStatus } from '@chokdee/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  type ButtonProps,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../../lib/notify.ts';
import { translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { STATUS_COLORS } from '../../lib/admin/format.ts';
import { pageCount } from '../../lib/admin/url-state.ts';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap">
      <Title order={1} fz={24}>
        {title}
      </Title>
      {children}
    </Group>
  );
}

/** A bordered card with a section heading (h2). */
export function SectionCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A status badge with the Thai/English label of the contract's account status. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useAdminT();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="status-badge">
      {status} · {t(`status.${status}`)}
    </Badge>
  );
}

/** Green/red snackbar after a staff action (the member app's snackbar, longer timeout). */
export function useFeedback() {
  const { t } = useAdminT();
  return {
    ok: (message: string = t('feedback.saved')) => notifySuccess(message, 3000),
    fail: (error: unknown) =>
      notifyFailure(
        translateAdminMessage(t, isApiError(error) ? error.message : undefined) ?? t('messages.default'),
        5000,
      ),
  };
}

/** Loading, error and empty states around a table; children render only with rows. */
export function TableState({
  loading,
  error,
  empty,
  children,
  testId,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useAdminT();
  if (loading)
    return (
      <Center py="xl" data-testid="table-loading">
        <Loader size="sm" />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" variant="light" data-testid="table-error">
        {translateAdminMessage(t, isApiError(error) ? error.message : undefined) ?? t('messages.default')}
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid={testId ? `${testId}-empty` : 'table-empty'}>
        {t('common.empty')}
      </Text>
    );
  return <>{children}</>;
}

/** Mantine Table inside a horizontal scroll container (desktop-first, still readable on a phone). */
export function DataTable({
  minWidth = 720,
  children,
  testId,
}: {
  minWidth?: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid={testId}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useAdminT();
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="pager-total">
        {t('common.total', { count: total })}
      </Text>
      <Pagination
        size="sm"
        total={pageCount(total, pageSize)}
        value={page}
        onChange={onChange}
        data-testid="pager"
      />
    </Group>
  );
}

/**
 * A button that asks before it acts (destructive actions): the dialog's confirm button runs
 * `onConfirm` and shows its pending state; the dialog closes when it settles.
 */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  onConfirm,
  testId,
  color = 'red',
  variant = 'light',
  size = 'xs',
  disabled,
  beforeOpen,
}: {
  /** Checked before the dialog opens (e.g. form validation); false keeps it closed. */
  beforeOpen?: () => boolean;
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  testId: string;
  color?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
}) {
  const { t } = useAdminT();
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // the caller's mutation reports the failure
    } finally {
      setPending(false);
      setOpened(false);
    }
  };
  return (
    <>
      <Button
        data-testid={testId}
        color={color}
        variant={variant}
        size={size}
        disabled={disabled}
        onClick={() => setOpened(beforeOpen ? beforeOpen() : true)}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} data-testid={`${testId}-cancel`}>
              {t('common.cancel')}
            </Button>
            <Button
              color={color}
              loading={pending}
              onClick={() => void run()}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
