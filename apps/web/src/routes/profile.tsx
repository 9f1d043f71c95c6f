import '@mantine/core/styles/Table.css';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/ui/app-link.tsx';
import { ErrorScreen } from '../app/errors/error-screens.tsx';
import { screenForError } from '../app/errors/error-to-screen.ts';
import { TakeABreak } from '../features/compliance/take-a-break.tsx';
import { userInfoQuery, type UserInfo } from '../features/profile/user-info.ts';
import { formatBaht } from '../lib/format.ts';

type Row = { key: string; value: (info: UserInfo) => string | number | null | undefined };

const ROWS: Row[] = [
  { key: 'userName', value: (i) => i.userName },
  { key: 'name', value: (i) => i.name },
  { key: 'phoneNumber', value: (i) => i.phoneNumber },
  { key: 'email', value: (i) => i.email },
  { key: 'lineId', value: (i) => i.lineId },
  { key: 'level', value: (i) => i.level },
  { key: 'cash', value: (i) => `฿ ${formatBaht(Number(i.cash ?? 0))}` },
  { key: 'afCash', value: (i) => `฿ ${formatBaht(Number(i.afCash ?? 0))}` },
  { key: 'loyaltyPoint', value: (i) => formatBaht(Number(i.loyaltyPoint ?? 0)) },
];

/**
 * The light buttons under the edit button. A member registered through LINE has no phone and no
 * PIN until they add them here: the labels say "add"/"set" then.
 */
const moreLinks = (info: UserInfo | undefined) => [
  {
    testId: 'profile-phone',
    to: '/profile/phone',
    labelKey: info?.phoneNumber ? 'profile.changePhone' : 'profile.addPhone',
  },
  {
    testId: 'profile-change-pin',
    to: '/profile/change-pin',
    labelKey: info?.hasPin === false ? 'profile.setPin' : 'profile.changePin',
  },
  { testId: 'profile-affiliate', to: '/profile/affiliate', labelKey: 'wallet.affiliate.submit' },
  { testId: 'profile-points', to: '/profile/points', labelKey: 'profile.pointsLink' },
  { testId: 'profile-achievement', to: '/profile/achievement', labelKey: 'profile.achievementLink' },
  { testId: 'profile-activity', to: '/profile/activity', labelKey: 'profile.activityLink' },
  { testId: 'profile-identity', to: '/profile/identity', labelKey: 'profile.identityLink' },
  { testId: 'profile-statement', to: '/credit/statement', labelKey: 'wallet.links.statement' },
];

/** `/profile`: the member's userInfo, with edit and change-PIN actions. */
export function Component() {
  const { t } = useTranslation();
  const info = useQuery(userInfoQuery);
  if (info.isError) return <ErrorScreen kind={screenForError(info.error)} />;
  return (
    <Stack data-testid="profile-page" gap="lg" py="md" maw={560} mx="auto">
      <Title order={1} fz={28}>
        {t('profile.title')}
      </Title>
      <Paper radius="lg" p="md" withBorder>
        {!info.data ? (
          <Group justify="center" py="lg">
            <Loader color="green" />
          </Group>
        ) : (
          <Table verticalSpacing="sm" fz="md">
            <Table.Tbody>
              {ROWS.map((row) => {
                const value = row.value(info.data);
                return (
                  <Table.Tr key={row.key} data-testid={`profile-${row.key}`}>
                    <Table.Th w="40%" fw={500} c="dimmed">
                      {t(`profile.${row.key}`)}
                    </Table.Th>
                    <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {value === null || value === undefined || value === '' ? (
                        <Text span c="dimmed" fs="italic">
                          {t('profile.notSet')}
                        </Text>
                      ) : (
                        value
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Stack gap="sm">
        <Button data-testid="profile-edit" component={AppLink} to="/profile/edit" size="lg" color="green">
          {t('profile.edit')}
        </Button>
        {moreLinks(info.data).map((link) => (
          <Button
            key={link.to}
            data-testid={link.testId}
            component={AppLink}
            to={link.to}
            size="lg"
            variant="light"
            color="green"
          >
            {t(link.labelKey)}
          </Button>
        ))}
      </Stack>
      <TakeABreak />
    </Stack>
  );
}
