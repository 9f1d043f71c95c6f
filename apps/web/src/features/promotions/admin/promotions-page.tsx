import { Badge, Button, Group, Modal, Paper } from '@mantine/core';
import { useState } from 'react';
import { moneyColumn, RecordsTable, twoLines } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ClaimsDialog } from './claims-dialog.tsx';
import { PromotionForm } from './promotion-form.tsx';
import { useAdminPromotions, type AdminPromotionRow } from './promotions-admin-api.ts';

/** Promotions: every one with its terms and claims; operators create, edit and disable them. */
export function PromotionsPage() {
  const { t } = useAdminT();
  const can = useCan();
  const manage = can('promotions.manage');
  const promotions = useAdminPromotions();
  const [editing, setEditing] = useState<AdminPromotionRow | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<AdminPromotionRow | null>(null);
  return (
    <>
      <PageHeader title={t('promotions.title')}>
        {manage && (
          <Button onClick={() => setEditing('new')} data-testid="promotion-new">
            {t('promotions.new')}
          </Button>
        )}
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <RecordsTable<AdminPromotionRow>
          result={promotions}
          testId="promotions"
          rowTestId="promotion-row"
          statusOf={(p) => (p.active ? 'ACTIVE' : 'INACTIVE')}
          idOf={(p) => p.id}
          minWidth={1040}
          columns={[
            {
              accessor: 'title',
              title: t('promotions.name'),
              render: (p) => twoLines(p.title.th, t(`promotions.types.${p.type}`), { size: 'sm' }),
            },
            {
              accessor: 'window',
              title: t('promotions.validity'),
              render: (p) => twoLines(formatDateTime(p.startsAt), formatDateTime(p.endsAt), { size: 'xs' }),
            },
            {
              accessor: 'audience',
              title: t('promotions.audience'),
              render: (p) =>
                t(`promotions.audiences.${p.audience}`) +
                (p.audience === 'NEW_MEMBERS' ? ` (${p.newMemberDays})` : '') +
                (p.audience === 'LEVEL' ? ` (≥ ${p.minLevel})` : ''),
            },
            {
              accessor: 'terms',
              title: t('promotions.terms'),
              render: (p) =>
                t('promotions.termsText', {
                  percent: p.percent,
                  cap: p.cap,
                  multiplier: p.turnoverMultiplier,
                }),
            },
            {
              accessor: 'active',
              title: t('promotions.status'),
              render: (p) => (
                <Badge color={p.active ? 'green' : 'gray'} variant="light">
                  {p.active ? t('promotions.on') : t('promotions.off')}
                </Badge>
              ),
            },
            { accessor: 'claims', title: t('promotions.claims'), textAlign: 'right' },
            moneyColumn('bonusTotal', t('promotions.bonusTotal'), (p) => p.bonusTotal),
            {
              accessor: 'actions',
              title: '',
              render: (p) => (
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setClaimsOf(p)}
                    data-testid="promotion-claims"
                  >
                    {t('promotions.claims')}
                  </Button>
                  {manage && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(p)}
                      data-testid="promotion-edit"
                    >
                      {t('common.edit')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={editing === 'new' ? t('promotions.new') : t('promotions.edit')}
      >
        {editing !== null && (
          <PromotionForm promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      {claimsOf && <ClaimsDialog promotion={claimsOf} onClose={() => setClaimsOf(null)} />}
    </>
  );
}
