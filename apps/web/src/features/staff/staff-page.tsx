import { Badge, Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { RecordsTable, timeColumn } from '../../components/admin-list/index.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { useStaffMe } from '../../lib/admin/session.ts';
import type { StaffView } from './staff-api.ts';
import { PageHeader } from '../../lib/admin/ui.tsx';
import { CreateStaffForm } from './create-staff-form.tsx';
import { StaffActions } from './staff-actions.tsx';
import { useStaffList } from './staff-api.ts';

function StaffState({ staff }: { staff: StaffView }) {
  const { t } = useAdminT();
  return (
    <Group gap={4}>
      {staff.disabled && (
        <Badge size="sm" color="gray">
          {t('staff.disabled')}
        </Badge>
      )}
      {staff.locked && (
        <Badge size="sm" color="red" variant="light">
          {t('staff.locked')}
        </Badge>
      )}
      {!staff.disabled && !staff.locked && (
        <Badge size="sm" color="green" variant="light">
          {t('staff.active')}
        </Badge>
      )}
    </Group>
  );
}

/** Staff management (Super Admin): list, create, role, unlock, TOTP reset, disable/enable. */
export function StaffPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [creating, setCreating] = useState(false);
  const list = useStaffList();
  const self = (staff: StaffView) => staff.id === me.data?.id;
  return (
    <>
      <PageHeader title={t('staff.title')}>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="staff-add">
          {t('staff.add')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <RecordsTable<StaffView>
          result={list}
          testId="staff"
          rowTestId={(staff) => `staff-row-${staff.username}`}
          idOf={(staff) => staff.id}
          minWidth={980}
          columns={[
            {
              accessor: 'username',
              title: t('staff.username'),
              cellsStyle: () => ({ fontWeight: 600 }),
              render: (staff) => (
                <>
                  {staff.username}
                  {self(staff) && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t('staff.you')})
                    </Text>
                  )}
                </>
              ),
            },
            { accessor: 'role', title: t('staff.role'), render: (staff) => t(`roles.${staff.role}`) },
            {
              accessor: 'totpEnrolled',
              title: 'TOTP',
              render: (staff) => (
                <Badge size="sm" variant="light" color={staff.totpEnrolled ? 'green' : 'gray'}>
                  {staff.totpEnrolled ? t('staff.enrolled') : t('staff.notEnrolled')}
                </Badge>
              ),
            },
            { accessor: 'state', title: t('staff.state'), render: (staff) => <StaffState staff={staff} /> },
            timeColumn('createdAt', t('common.createdAt'), (staff) => staff.createdAt),
            {
              accessor: 'actions',
              title: '',
              render: (staff) => <StaffActions staff={staff} self={self(staff)} />,
            },
          ]}
        />
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('staff.add')}>
        {creating && <CreateStaffForm onClose={() => setCreating(false)} />}
      </Modal>
    </>
  );
}
