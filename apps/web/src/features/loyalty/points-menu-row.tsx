import { Group, Text, UnstyledButton } from '@mantine/core';
import { useLoyaltyT } from './loyalty-i18n.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { formatBaht } from '../../lib/format.ts';
import { usePoints } from './loyalty-api.ts';

/** The header menu's points line (beside the balances): the member's points, a tap opens their page. */
export function PointsMenuRow({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLoyaltyT();
  const points = usePoints();
  return (
    <UnstyledButton
      component={AppLink}
      to="/profile/points"
      onClick={onNavigate}
      data-testid="menu-points"
      px="sm"
      py={8}
      style={{ borderRadius: 12, background: 'var(--mantine-color-yellow-0)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('menu')}
        </Text>
        <Text size="sm" fw={700} c="yellow.9" data-testid="menu-points-balance">
          {points.data === undefined ? '…' : t('pointsValue', { points: formatBaht(points.data) })}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
