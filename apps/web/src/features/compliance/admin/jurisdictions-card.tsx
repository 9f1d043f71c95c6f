import { adminJurisdictionEndpoints as endpoints, type Jurisdictions } from '@chokdee/domain';
import { Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { SettingSaveBar } from '../../../lib/admin/setting-save-bar.tsx';
import { TableState } from '../../../lib/admin/ui.tsx';
import { useSettingDraft } from '../../../lib/admin/use-setting-draft.ts';
import { callApi } from '../../../lib/call-api.ts';

const JURISDICTIONS_KEY = [ADMIN_KEY, 'site', 'jurisdictions'] as const;

interface Draft {
  countries: string;
  ranges: string;
}

const toDraft = (lists: Jurisdictions): Draft => ({
  countries: lists.countries.join(', '),
  ranges: lists.allowedRanges.join('\n'),
});
const toLists = (draft: Draft): Jurisdictions => ({
  countries: draft.countries
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean),
  allowedRanges: draft.ranges
    .split(/\s+/)
    .map((range) => range.trim())
    .filter(Boolean),
});

/**
 * The countries the site serves (visitors from elsewhere get the 451 page) and the address
 * ranges always let in, such as the operator's offices (docs/compliance.md).
 */
export function JurisdictionsCard() {
  const { t } = useAdminT();
  const { state, draft, setDraft, save } = useSettingDraft<Jurisdictions, Draft>({
    queryKey: JURISDICTIONS_KEY,
    read: (signal) => callApi(endpoints.read, undefined, { signal }),
    write: (lists) => callApi(endpoints.update, lists),
    saved: () => t('site.jurisdictionsSaved'),
  });
  const current = draft ?? (state.data ? toDraft(state.data) : null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="jurisdictions-card">
      <Title order={2} fz="md" mb="sm">
        {t('site.jurisdictions')}
      </Title>
      <TableState loading={state.isPending} error={state.error} empty={false}>
        {current && (
          <Stack gap="sm">
            <TextInput
              label={t('site.jurisdictionCountries')}
              placeholder="TH"
              value={current.countries}
              onChange={(event) => setDraft({ ...current, countries: event.currentTarget.value })}
              data-testid="jurisdiction-countries"
            />
            <Textarea
              label={t('site.jurisdictionRanges')}
              placeholder="203.0.113.0/24"
              rows={3}
              value={current.ranges}
              onChange={(event) => setDraft({ ...current, ranges: event.currentTarget.value })}
              data-testid="jurisdiction-ranges"
            />
            <Text size="xs" c="dimmed">
              {t('site.jurisdictionsHelp')}
            </Text>
            <SettingSaveBar
              testId="jurisdictions-save"
              title={t('site.jurisdictions')}
              message={t('site.jurisdictionsConfirm')}
              color="green"
              dirty={draft !== null}
              onReset={() => setDraft(null)}
              onSave={() => save.mutateAsync(toLists(current))}
            />
          </Stack>
        )}
      </TableState>
    </Paper>
  );
}
