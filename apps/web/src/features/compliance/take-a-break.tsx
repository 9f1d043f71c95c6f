import '@mantine/core/styles/Modal.css';
import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useComplianceT } from './compliance-i18n.ts';

const SelfExclusionForm = lazy(() =>
  import('./self-exclusion-form.tsx').then((m) => ({ default: m.SelfExclusionForm })),
);

/** The profile's way to a self-exclusion (docs/compliance.md); the form loads when opened. */
export function TakeABreak() {
  const { t } = useComplianceT();
  const [open, setOpen] = useState(false);
  return (
    <Paper radius="lg" p="md" withBorder data-testid="take-a-break">
      <Stack gap="xs">
        <Text fw={700}>{t('selfExclusion.title')}</Text>
        <Button
          data-testid="take-a-break-open"
          variant="light"
          color="red"
          size="md"
          onClick={() => setOpen(true)}
        >
          {t('selfExclusion.open')}
        </Button>
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('selfExclusion.title')}
        fullScreen={false}
        centered
      >
        <Suspense fallback={null}>{open && <SelfExclusionForm />}</Suspense>
      </Modal>
    </Paper>
  );
}
