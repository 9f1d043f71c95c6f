import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/ui/app-link.tsx';
import { HeroBanner } from '../components/ui/hero-banner.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { prefetchShowcase } from '../features/lotto/api/use-showcase.ts';
import { LandingShowcase } from '../features/lotto/components/showcase.tsx';
import { LanguageSwitcher } from '../features/locale/language-switcher.tsx';
import { AfterFirstPaint, WhenIdle } from '../lib/render-later.ts';

/**
 * The rounds and results are in the first render: shown as a skeleton first, their arrival pushed
 * the login form below them down the screen (a layout shift of 0.16).
 */
export const beforeRender = prefetchShowcase;

/**
 * `/` for a visitor (issue 18 point 10): what the site offers at a glance — the brand with
 * register and login, the next rounds with their countdowns and the latest results (one public
 * call), and the login form; beside one another from 1024 px (app.css `.landing`). The hero links
 * to the promotions (a page of its own: the landing loads no promotion data).
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-page" className="landing">
      <div className="landing-hero">
        <HeroBanner>
          <Text size="sm" fw={700} opacity={0.9}>
            {t('home.welcome')}
          </Text>
          <Title data-testid="home-title" order={1} fz={36} lh={1.3} mt={4}>
            {t('home.title')}
          </Title>
          <Text mt={4} opacity={0.95}>
            {t('site.tagline')}
          </Text>
          <Text mt={4} size="sm" opacity={0.9}>
            {t('home.features.lotto')}
          </Text>
          <Group mt="md" gap="sm">
            <Button component={AppLink} to="/register" color="yellow" c="dark.9" data-testid="home-register">
              {t('auth.register')}
            </Button>
            <Button component="a" href="#login" variant="white" color="green.8">
              {t('auth.login')}
            </Button>
            <Button
              component={AppLink}
              to="/promotions"
              variant="outline"
              color="white"
              data-testid="home-promotions"
            >
              {t('nav.promotions')}
            </Button>
          </Group>
        </HeroBanner>
      </div>
      {/* The hero is the largest paint and cheap to render. The rounds, the results, the login card,
          its form and the language card each render in a task of their own, one after another, from
          the top down: a part that comes pushes none of those above it down. The language card waits
          for the browser to be idle, so the Khmer and Myanmar fonts its names need (about 70 kB) do
          not share the first load's bandwidth. */}
      <AfterFirstPaint>
        <div className="landing-showcase">
          <LandingShowcase />
        </div>
        <AfterFirstPaint>
          <Stack className="landing-login" gap="md">
            <Paper id="login" radius="lg" p="lg" withBorder shadow="xs">
              <Title order={2} fz="xl" mb="md">
                {t('auth.loginTitle')}
              </Title>
              <AfterFirstPaint>
                <LoginForm />
              </AfterFirstPaint>
            </Paper>
            <WhenIdle>
              <Paper radius="lg" p="lg" withBorder>
                <Text fw={700} mb={6}>
                  {t('home.chooseLanguage')}
                </Text>
                <LanguageSwitcher label={false} />
              </Paper>
            </WhenIdle>
          </Stack>
        </AfterFirstPaint>
      </AfterFirstPaint>
    </div>
  );
}
