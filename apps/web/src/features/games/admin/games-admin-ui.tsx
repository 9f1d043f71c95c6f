import { LOCALES } from '@chokdee/domain';
import { Button, Group, Image, SimpleGrid, TextInput } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAdminT } from '../../../lib/admin/i18n.ts';

/** The three catalogue screens, one bar of links above each. */
const TABS = [
  { to: '/admin/games', label: 'games.tabs.providers' },
  { to: '/admin/games/catalogue', label: 'games.tabs.catalogue' },
  { to: '/admin/games/highlights', label: 'games.tabs.highlights' },
] as const;

export function GamesTabs() {
  const { t } = useAdminT();
  const { pathname } = useLocation();
  return (
    <Group gap="xs" mb="md" data-testid="games-admin-tabs">
      {TABS.map((tab) => (
        <Button
          key={tab.to}
          component={Link}
          to={tab.to}
          size="xs"
          radius="xl"
          variant={pathname === tab.to ? 'filled' : 'light'}
        >
          {t(tab.label)}
        </Button>
      ))}
    </Group>
  );
}

export type Names = Record<(typeof LOCALES)[number], string>;

/** A name in each member language (th, en, kh, mm). */
export function NamesFields({
  names,
  onChange,
  errors,
  testId,
}: {
  names: Names;
  onChange: (names: Names) => void;
  errors: Record<string, string | undefined>;
  testId: string;
}) {
  const { t } = useAdminT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          label={t(`games.nameIn.${locale}`)}
          value={names[locale]}
          error={errors[`names.${locale}`]}
          data-testid={`${testId}-name-${locale}`}
          onChange={(event) => onChange({ ...names, [locale]: event.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );
}

/** A catalogue image or logo (a site path under /games/). */
export const Thumb = ({ src, size = 36 }: { src: string; size?: number }) => (
  <Image src={src} alt="" w={size} h={size} radius="sm" fallbackSrc="/games/default.svg" />
);
