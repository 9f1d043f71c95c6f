import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLoyaltyT } from '../features/loyalty/loyalty-i18n.ts';
import { useAchievements } from '../features/loyalty/loyalty-api.ts';
import { formatBaht } from '../lib/format.ts';
import { currentLocale } from '../lib/i18n.ts';

/**
 * `/profile/achievement`: the site's achievements in the member's language, reached ones first
 * with their date, the others with a progress bar toward the target.
 */
export function Component() {
  const { t, i18n } = useLoyaltyT();
  const achievements = useAchievements(currentLocale());
  const date = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return (
    <Stack data-testid="achievements-page" gap="md" py="md" maw={960} mx="auto" lang={i18n.language}>
      <Title order={1} fz={26}>
        {t('achievements.title')}
      </Title>
      <Text c="dimmed">{t('achievements.intro')}</Text>
      {achievements.isError && <Alert color="red">{t('translation:messages.default')}</Alert>}
      {!achievements.data && !achievements.isError && <Skeleton height={96} radius="lg" />}
      {achievements.data?.length === 0 && <Text c="dimmed">{t('achievements.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {achievements.data?.map((a) => (
          <Paper
            key={a.code}
            withBorder
            radius="lg"
            p="md"
            data-testid="achievement"
            data-code={a.code}
            data-achieved={a.achievedAt ? 'true' : 'false'}
            style={a.achievedAt ? { borderColor: 'var(--mantine-color-green-5)' } : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{a.name}</Text>
                <Text size="sm" c="dimmed">
                  {a.description}
                </Text>
              </Stack>
              {a.reward > 0 && (
                <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                  ฿ {formatBaht(a.reward)}
                </Badge>
              )}
            </Group>
            {a.achievedAt ? (
              <Text size="sm" c="green.8" fw={600} mt="sm" data-testid="achievement-done">
                {t('achievements.achieved', { date: date(a.achievedAt) })}
              </Text>
            ) : (
              <Stack gap={4} mt="sm">
                <Progress
                  value={Math.min(100, (a.progress / a.target) * 100)}
                  color="green"
                  size="lg"
                  radius="xl"
                  aria-label={t('achievements.progress', { progress: a.progress, target: a.target })}
                  data-testid="achievement-progress"
                />
                <Text size="xs" c="dimmed" ta="right">
                  {t('achievements.progress', {
                    progress: a.progress.toLocaleString('en-US'),
                    target: a.target.toLocaleString('en-US'),
                  })}
                </Text>
              </Stack>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
