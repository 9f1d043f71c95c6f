import type { TFunction } from 'i18next';
import type { FilterField } from '../../components/admin-list/index.ts';
import { hasPermission } from '../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../lib/admin/session.ts';
import { useStaffList } from '../staff/index.ts';

export const AUDIT_FILTER_KEYS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Key = (typeof AUDIT_FILTER_KEYS)[number];

const text = (key: Key, label: string, testId: string, placeholder?: string): FilterField<Key> => ({
  kind: 'text',
  key,
  label,
  placeholder,
  testId,
});

/**
 * The audit log's filters. Only a role that sees every staff member's rows gets the staff filter:
 * a pick list when it may list staff, a staff id otherwise.
 */
export function useAuditFilters(t: TFunction) {
  const me = useStaffMe();
  const seesAll = hasPermission(me.data?.permissions, 'audit.view.all');
  const canListStaff = hasPermission(me.data?.permissions, 'staff.manage');
  const staffList = useStaffList(canListStaff);
  const staffOptions = (staffList.data ?? []).map((s) => ({ value: String(s.id), label: s.username }));
  const staffField: FilterField<Key> = canListStaff
    ? {
        kind: 'select',
        key: 'staffId',
        label: t('audit.staff'),
        testId: 'audit-filter-staff',
        options: [{ value: '', label: t('audit.allStaff') }, ...staffOptions],
      }
    : { kind: 'text', key: 'staffId', label: t('audit.staffId'), digits: true, testId: 'audit-filter-staff' };
  const fields: FilterField<Key>[] = [
    ...(seesAll ? [staffField] : []),
    text('action', t('audit.action'), 'audit-filter-action', 'member.status'),
    text('targetType', t('audit.targetType'), 'audit-filter-target-type', 'member'),
    text('targetId', t('audit.targetId'), 'audit-filter-target-id'),
    { kind: 'day', key: 'from', label: t('audit.from'), testId: 'audit-filter-from' },
    { kind: 'day', key: 'to', label: t('audit.to'), testId: 'audit-filter-to' },
  ];
  return { seesAll, fields };
}
