import { Badge, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { Maintenance } from './site-api.ts';
import { SettingSaveBar } from '../../../lib/admin/setting-save-bar.tsx';
import { TableState } from '../../../lib/admin/ui.tsx';
import { useSettingDraft } from '../../../lib/admin/use-setting-draft.ts';
import { fetchMaintenance, MAINTENANCE_KEY, updateMaintenance } from './site-api.ts';

/** Maintenance mode: on or off, and the message members see meanwhile; confirmed before saving. */
export function MaintenanceCard() {
  const { t } = useAdminT();
  const { state, draft, setDraft, save } = useSettingDraft<Maintenance>({
    queryKey: MAINTENANCE_KEY,
    read: fetchMaintenance,
    write: updateMaintenance,
    saved: (answer) => (answer.enabled ? t('site.maintenanceOn') : t('site.maintenanceOff')),
  });
  const current = draft ?? state.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="maintenance-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('site.maintenance')}
        </Title>
        {state.data && (
          <Badge color={state.data.enabled ? 'red' : 'green'} variant="light" data-testid="maintenance-state">
            {state.data.enabled ? t('site.on') : t('site.off')}
          </Badge>
        )}
      </Group>
      <TableState loading={state.isPending} error={state.error} empty={false}>
        {current && (
          <Stack gap="sm">
            <Switch
              checked={current.enabled}
              onChange={(event) => setDraft({ ...current, enabled: event.currentTarget.checked })}
              label={t('site.maintenanceSwitch')}
              color="red"
              data-testid="maintenance-switch"
            />
            <Textarea
              label={t('site.maintenanceMessage')}
              rows={3}
              maxLength={1000}
              value={current.message}
              onChange={(event) => setDraft({ ...current, message: event.currentTarget.value })}
              data-testid="maintenance-message"
            />
            <Text size="xs" c="dimmed">
              {t('site.maintenanceHelp')}
            </Text>
            <SettingSaveBar
              testId="maintenance-save"
              title={t('site.maintenance')}
              message={current.enabled ? t('site.confirmOn') : t('site.confirmOff')}
              color={current.enabled ? 'red' : 'green'}
              dirty={draft !== null}
              onReset={() => setDraft(null)}
              onSave={() => save.mutateAsync(current)}
            />
          </Stack>
        )}
      </TableState>
    </Paper>
  );
}
