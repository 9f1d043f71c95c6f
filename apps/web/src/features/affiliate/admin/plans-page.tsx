import { COMMISSION_BASES, type CommissionBasis } from '@chokdee/domain';
import { Button, Group, Modal, NativeSelect, NumberInput, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { RecordsTable } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader, useFeedback } from '../../../lib/admin/ui.tsx';
import { formatBaht, formatTimestamp } from '../../../lib/format.ts';
import { useAffiliatePlans, useSavePlan, type AdminPlan } from './affiliate-admin-api.ts';

type Draft = Omit<AdminPlan, 'agentName' | 'updatedAt'>;
const NEW_PLAN: Draft = {
  agentId: 2,
  basis: 'TURNOVER',
  level1Percent: 0.5,
  level2Percent: 0.1,
  minPayout: 1,
};

function planColumns(t: TFunction, edit?: (plan: Draft) => void): DataTableColumn<AdminPlan>[] {
  return [
    {
      accessor: 'agentId',
      title: t('affiliate.agent'),
      render: (p) => (p.agentId === 0 ? t('affiliate.defaultPlan') : `${p.agentId} · ${p.agentName ?? ''}`),
    },
    { accessor: 'basis', title: t('affiliate.basis'), render: (p) => t(`affiliate.bases.${p.basis}`) },
    {
      accessor: 'level1Percent',
      title: t('affiliate.level1'),
      textAlign: 'right',
      render: (p) => `${p.level1Percent} %`,
    },
    {
      accessor: 'level2Percent',
      title: t('affiliate.level2'),
      textAlign: 'right',
      render: (p) => `${p.level2Percent} %`,
    },
    {
      accessor: 'minPayout',
      title: t('affiliate.minPayout'),
      textAlign: 'right',
      render: (p) => formatBaht(p.minPayout),
    },
    { accessor: 'updatedAt', title: t('affiliate.updatedAt'), render: (p) => formatTimestamp(p.updatedAt) },
    {
      accessor: 'actions',
      title: '',
      render: ({ agentName: _name, updatedAt: _at, ...plan }) =>
        edit && (
          <Button
            size="xs"
            variant="light"
            onClick={() => edit(plan)}
            data-testid={`plan-edit-${plan.agentId}`}
          >
            {t('common.edit')}
          </Button>
        ),
    },
  ];
}

function PlanForm({ plan, onClose }: { plan: Draft; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const save = useSavePlan();
  const [values, setValues] = useState(plan);
  const number = (key: keyof Draft) => (value: string | number) =>
    setValues({ ...values, [key]: typeof value === 'number' ? value : Number(value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        feedback.ok();
        onClose();
      },
      onError: feedback.fail,
    });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="plan-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('affiliate.agentId')}
            description={t('affiliate.agentIdHint')}
            value={values.agentId}
            min={0}
            allowDecimal={false}
            onChange={number('agentId')}
            data-testid="plan-agent"
          />
          <NativeSelect
            label={t('affiliate.basis')}
            value={values.basis}
            data={COMMISSION_BASES.map((basis) => ({ value: basis, label: t(`affiliate.bases.${basis}`) }))}
            onChange={(event) =>
              setValues({ ...values, basis: event.currentTarget.value as CommissionBasis })
            }
          />
          <NumberInput
            label={t('affiliate.level1')}
            value={values.level1Percent}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            onChange={number('level1Percent')}
            data-testid="plan-level1"
          />
          <NumberInput
            label={t('affiliate.level2')}
            value={values.level2Percent}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            onChange={number('level2Percent')}
          />
          <NumberInput
            label={t('affiliate.minPayout')}
            value={values.minPayout}
            min={0}
            decimalScale={2}
            onChange={number('minPayout')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="plan-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Commission plans: plan 0 pays every agent without a plan of its own (docs/growth.md). */
export function AffiliatePlansPage() {
  const { t } = useAdminT();
  const can = useCan();
  const plans = useAffiliatePlans();
  const [editing, setEditing] = useState<Draft | null>(null);
  const manage = can('affiliate.manage');
  return (
    <>
      <PageHeader title={t('affiliate.plansTitle')}>
        {manage && (
          <Button onClick={() => setEditing(NEW_PLAN)} data-testid="plan-new">
            {t('affiliate.newPlan')}
          </Button>
        )}
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <RecordsTable<AdminPlan>
          result={plans}
          testId="affiliate-plans"
          rowTestId="affiliate-plan-row"
          idOf={(p) => p.agentId}
          columns={planColumns(t, manage ? setEditing : undefined)}
        />
      </Paper>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('affiliate.editPlan')}>
        {editing && <PlanForm plan={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
