import { adminKycSettingsEndpoints as endpoints, type KycThresholds } from '@chokdee/domain';
import { NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { SettingSaveBar } from '../../../lib/admin/setting-save-bar.tsx';
import { TableState } from '../../../lib/admin/ui.tsx';
import { useSettingDraft } from '../../../lib/admin/use-setting-draft.ts';
import { callApi } from '../../../lib/call-api.ts';
import { fetchKycThresholds, KYC_THRESHOLDS_KEY } from './kyc-api.ts';

const FIELDS = ['kycWithdrawalBaht', 'kycLifetimeBaht'] as const;

/** The withdrawal amounts above which a member needs an approved identity check (docs/compliance.md). */
export function KycThresholdsCard() {
  const { t } = useAdminT();
  const { state, draft, setDraft, save } = useSettingDraft<KycThresholds>({
    queryKey: KYC_THRESHOLDS_KEY,
    read: fetchKycThresholds,
    write: (values) => callApi(endpoints.update, values),
    saved: () => t('site.kycSaved'),
  });
  const current = draft ?? state.data ?? null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="kyc-thresholds-card">
      <Title order={2} fz="md" mb="sm">
        {t('site.kyc')}
      </Title>
      <TableState loading={state.isPending} error={state.error} empty={false}>
        {current && (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FIELDS.map((field) => (
                <NumberInput
                  key={field}
                  label={t(`site.${field}`)}
                  prefix="฿ "
                  thousandSeparator=","
                  decimalScale={2}
                  min={1}
                  value={current[field]}
                  onChange={(value) =>
                    setDraft({ ...current, [field]: typeof value === 'number' ? value : 0 })
                  }
                  data-testid={`kyc-threshold-${field}`}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('site.kycHelp')}
            </Text>
            <SettingSaveBar
              testId="kyc-thresholds-save"
              title={t('site.kyc')}
              message={t('site.kycConfirm')}
              color="green"
              dirty={draft !== null}
              onSave={() => save.mutateAsync(current)}
            />
          </Stack>
        )}
      </TableState>
    </Paper>
  );
}
