import { Stack } from '@mantine/core';
import { AffiliatePlansPage } from './plans-page.tsx';
import { AffiliateRunsPage } from './runs-page.tsx';

/** The affiliate back office on one screen: the plans, then the accrual runs (one route entry). */
export function AffiliateAdminPage() {
  return (
    <Stack gap="xl">
      <div>
        <AffiliatePlansPage />
      </div>
      <div>
        <AffiliateRunsPage />
      </div>
    </Stack>
  );
}
