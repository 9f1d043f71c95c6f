import { turnoverSettingsSchema } from '@chokdee/domain';
import { Badge, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { zodValidate } from '../../forms/index.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { SettingSaveBar } from '../../../lib/admin/setting-save-bar.tsx';
import { TableState } from '../../../lib/admin/ui.tsx';
import { useSettingDraft } from '../../../lib/admin/use-setting-draft.ts';
import { fetchTurnover, TURNOVER_KEY, updateTurnover } from './site-api.ts';

/**
 * The deposit turnover multiplier: every deposit credited after a change must be bet that many
 * times its amount before a withdrawal (0: no requirement). docs/ledger.md "Turnover".
 */
export function TurnoverCard() {
  const { t } = useAdminT();
  const { state, draft, setDraft, save } = useSettingDraft<
    Awaited<ReturnType<typeof fetchTurnover>>,
    number | string,
    number
  >({ queryKey: TURNOVER_KEY, read: fetchTurnover, write: updateTurnover });
  const current = draft ?? state.data?.depositMultiplier ?? '';
  const problems = zodValidate(turnoverSettingsSchema)({
    depositMultiplier: typeof current === 'number' ? current : Number.NaN,
  });
  const multiplier = state.data?.depositMultiplier;
  return (
    <Paper withBorder p="md" radius="md" data-testid="turnover-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('site.turnover')}
        </Title>
        {multiplier !== undefined && (
          <Badge color={multiplier > 0 ? 'blue' : 'gray'} variant="light" data-testid="turnover-state">
            {multiplier > 0 ? t('site.turnoverTimes', { times: multiplier }) : t('site.off')}
          </Badge>
        )}
      </Group>
      <TableState loading={state.isPending} error={state.error} empty={false}>
        <Stack gap="sm">
          <NumberInput
            label={t('site.turnoverMultiplier')}
            value={current}
            onChange={setDraft}
            decimalScale={2}
            min={0}
            max={50}
            step={0.5}
            suffix=" ×"
            error={draft === null ? undefined : translateAdminMessage(t, problems.depositMultiplier)}
            data-testid="turnover-multiplier"
          />
          <Text size="xs" c="dimmed">
            {t('site.turnoverHelp')}
          </Text>
          <SettingSaveBar
            testId="turnover-save"
            title={t('site.turnover')}
            message={t('site.turnoverConfirm', { times: current })}
            dirty={draft !== null}
            valid={typeof current === 'number' && Object.keys(problems).length === 0}
            onSave={() => save.mutateAsync(Number(current))}
          />
        </Stack>
      </TableState>
    </Paper>
  );
}
