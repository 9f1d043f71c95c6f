import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { moneyColumn, RecordsTable, timeColumn, twoLines } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';
import { usePromotionClaims, type AdminPromotionRow } from './promotions-admin-api.ts';

type Claim = NonNullable<ReturnType<typeof usePromotionClaims>['data']>['items'][number];

/** Who claimed a promotion, when, on what basis, with what bonus and turnover; 50 a page. */
export function ClaimsDialog({ promotion, onClose }: { promotion: AdminPromotionRow; onClose: () => void }) {
  const { t } = useAdminT();
  const [page, setPage] = useState(1);
  const claims = usePromotionClaims(promotion.id, page);
  const data = claims.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Modal opened onClose={onClose} size="xl" title={t('promotions.claimsOf', { title: promotion.title.th })}>
      <Text size="sm" mb="sm" data-testid="promotion-claims-totals">
        {t('promotions.claimsTotals', { count: data?.total ?? 0, bonus: formatBaht(data?.bonusTotal ?? 0) })}
      </Text>
      <RecordsTable<Claim>
        records={data?.items ?? []}
        testId="promotion-claims"
        rowTestId="promotion-claim-row"
        idOf={(c) => `${c.memberUuid}:${c.period}`}
        minWidth={720}
        columns={[
          {
            accessor: 'userName',
            title: t('promotions.member'),
            render: (c) => twoLines(c.userName, c.memberUuid),
          },
          timeColumn('createdAt', t('promotions.claimedAt'), (c) => c.createdAt),
          { accessor: 'period', title: t('promotions.period'), render: (c) => c.period || '—' },
          moneyColumn('basis', t('promotions.basis'), (c) => c.basis),
          moneyColumn('bonus', t('promotions.bonus'), (c) => c.bonus),
          moneyColumn('turnOver', t('promotions.turnover'), (c) => c.turnOver),
        ]}
      />
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Button size="xs" variant="light" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </Button>
          <Text size="sm">
            {page} / {pages}
          </Text>
          <Button size="xs" variant="light" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ›
          </Button>
        </Group>
      )}
    </Modal>
  );
}
