import { Stack } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { JurisdictionsCard } from '../../compliance/admin/index.ts';
import { KycThresholdsCard } from '../../kyc/admin/index.ts';
import { DomainsCard } from './domains-card.tsx';
import { MaintenanceCard } from './maintenance-card.tsx';
import { TurnoverCard } from './turnover-card.tsx';

/** Site settings: maintenance mode, the deposit turnover, the countries served, the identity-check thresholds, and the domains allow-list with SEO details per domain. */
export function SitePage() {
  const { t } = useAdminT();
  return (
    <Stack gap="md">
      <PageHeader title={t('site.title')} />
      <MaintenanceCard />
      <TurnoverCard />
      <JurisdictionsCard />
      <KycThresholdsCard />
      <DomainsCard />
    </Stack>
  );
}
