import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Divider, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../components/ui/hero-banner.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { LanguageSwitcher } from '../features/locale/language-switcher.tsx';

/** `/`: a Thai-first welcome (brand, login form, what the site offers, language switcher). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="home-page" gap="lg" py="md">
      <HeroBanner>
        <Text size="sm" fw={700} opacity={0.9}>
          {t('home.welcome')}
        </Text>
        <Title data-testid="home-title" order={1} fz={40} lh={1.3} mt={4}>
          {t('home.title')}
        </Title>
        <Text mt="xs" opacity={0.95}>
          {t('site.tagline')}
        </Text>
      </HeroBanner>
      <Paper radius="lg" p="lg" withBorder shadow="xs">
        <Title order={2} fz="xl" mb="md">
          {t('auth.loginTitle')}
        </Title>
        <LoginForm />
      </Paper>
      <Paper radius="lg" p="lg" withBorder>
        <List spacing="sm" icon={<ThemeIcon color="green" size={10} radius="xl" />}>
          <List.Item>{t('home.features.lotto')}</List.Item>
          <List.Item>{t('home.features.results')}</List.Item>
          <List.Item>{t('home.features.wallet')}</List.Item>
        </List>
        <Divider my="md" />
        <Text fw={700} mb={6}>
          {t('home.chooseLanguage')}
        </Text>
        <LanguageSwitcher label={false} />
      </Paper>
    </Stack>
  );
}
