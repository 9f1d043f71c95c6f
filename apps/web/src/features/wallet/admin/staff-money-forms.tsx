import { SimpleGrid } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { IfCan } from '../../../lib/admin/permissions.tsx';
import { SectionCard } from '../../../lib/admin/ui.tsx';
import { AdjustForm } from './adjust-form.tsx';
import { MoveForm } from './move-form.tsx';

/** The staff money forms of a member's wallet page, side by side; only with `wallet.adjust`. */
export function StaffMoneyForms({ member }: { member: { uuid: string; userName: string } }) {
  const { t } = useAdminT();
  return (
    <IfCan permission="wallet.adjust">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SectionCard title={t('wallet.adjustTitle')} testId="wallet-adjust-card">
          <AdjustForm member={member} />
        </SectionCard>
        <SectionCard title={t('wallet.moveTitle')} testId="wallet-move-card">
          <MoveForm member={member} />
        </SectionCard>
      </SimpleGrid>
    </IfCan>
  );
}
