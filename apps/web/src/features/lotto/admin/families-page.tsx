import { Paper, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader, TableState } from '../../../components/admin/ui.tsx';
import { FamilyForm } from './family-form.tsx';
import { useFamilies } from './lotto-api.ts';

/** Family settings: one tab per family (`?family=` in the URL, so a reload keeps the tab). */
export function FamiliesPage() {
  const { t } = useAdminT();
  const families = useFamilies();
  const [params, setParams] = useSearchParams();
  const current = params.get('family') ?? 'gov';
  const family = families.data?.find((f) => f.family === current) ?? families.data?.[0];
  return (
    <>
      <PageHeader title={t('lotto.familiesTitle')} />
      <Paper withBorder p="md" radius="md">
        <TableState loading={families.isPending} error={families.error} empty={families.data?.length === 0}>
          <Tabs
            value={family?.family ?? null}
            onChange={(value) => value && setParams({ family: value })}
            mb="md"
          >
            <Tabs.List>
              {families.data?.map((f) => (
                <Tabs.Tab key={f.family} value={f.family} data-testid={`family-tab-${f.family}`}>
                  {t(`lotto.families.${f.family}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {/* Keyed by family and save time: switching tabs or a fresh save starts from the stored values. */}
          {family && <FamilyForm key={`${family.family}:${family.updatedAt ?? ''}`} family={family} />}
        </TableState>
      </Paper>
    </>
  );
}
