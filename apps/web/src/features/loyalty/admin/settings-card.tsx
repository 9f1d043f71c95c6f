import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { SectionCard, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { useLoyaltyActions, useLoyaltySettings, type LoyaltySettings } from './loyalty-admin-api.ts';

/** Points rates per family (basis points of turnover), the redeem rate and the minimum. Audited. */
export function SettingsCard() {
  const { t } = useAdminT();
  const settings = useLoyaltySettings();
  return (
    <SectionCard title={t('loyalty.settingsTitle')} testId="loyalty-settings">
      <TableState loading={settings.isPending} error={settings.error} empty={false}>
        {/* Keyed by the saved settings: a save or a refetch starts the draft over from them. */}
        {settings.data && <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />}
      </TableState>
    </SectionCard>
  );
}

function SettingsForm({ saved }: { saved: LoyaltySettings }) {
  const { t } = useAdminT();
  const can = useCan();
  const { saveSettings } = useLoyaltyActions();
  const feedback = useFeedback();
  const [draft, setDraft] = useState(saved);
  const editable = can('loyalty.manage');
  const save = () => saveSettings.mutate(draft, { onSuccess: () => feedback.ok(), onError: feedback.fail });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {draft.rates.map((rate, index) => (
          <NumberInput
            key={rate.family}
            label={t('loyalty.rateOf', { family: rate.family })}
            description={t('loyalty.rateHint')}
            value={rate.rateBp}
            min={0}
            max={10_000}
            allowDecimal={false}
            disabled={!editable}
            data-testid={`loyalty-rate-${rate.family}`}
            onChange={(value) =>
              setDraft({
                ...draft,
                rates: draft.rates.map((r, i) => (i === index ? { ...r, rateBp: Number(value) || 0 } : r)),
              })
            }
          />
        ))}
      </SimpleGrid>
      <Group align="end" wrap="wrap">
        <NumberInput
          label={t('loyalty.redeemBp')}
          description={t('loyalty.redeemHint')}
          value={draft.redeemBp}
          min={0}
          max={10_000}
          allowDecimal={false}
          disabled={!editable}
          data-testid="loyalty-redeem-bp"
          onChange={(value) => setDraft({ ...draft, redeemBp: Number(value) || 0 })}
        />
        <NumberInput
          label={t('loyalty.minPoints')}
          value={draft.minPoints}
          min={0.01}
          decimalScale={2}
          disabled={!editable}
          data-testid="loyalty-min-points"
          onChange={(value) => setDraft({ ...draft, minPoints: Number(value) || 0 })}
        />
        {editable && (
          <Button onClick={save} loading={saveSettings.isPending} data-testid="loyalty-settings-save">
            {t('common.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
