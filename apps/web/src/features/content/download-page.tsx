import '@mantine/core/styles/List.css';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useContent } from './api.ts';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useContentT } from './content-i18n.ts';
import { isIos, useInstallPrompt } from './install-prompt.ts';

function Steps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <List type="ordered" spacing={6}>
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * `/download`: installs the site as an app. Chromium (Android, desktop) gets a button that opens
 * its install prompt; iOS has no prompt, so Safari's add-to-home-screen steps are shown instead;
 * elsewhere both sets of steps. Staff may add text below (content `download/app`).
 */
export function DownloadPage() {
  const { t, i18n } = useContentT();
  const { canPrompt, installed, install } = useInstallPrompt();
  const extra = useContent('download', 'app', i18n.language);
  const ios = isIos();
  const steps = (key: 'ios' | 'android') => t(`download.${key}`, { returnObjects: true }) as string[];
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%" data-testid="download-page">
      <Title order={1} size="h2">
        {t('download.title')}
      </Title>
      <Text>{t('download.intro')}</Text>
      {installed ? (
        <Text fw={700} c="green.8" data-testid="app-installed">
          {t('download.installed')}
        </Text>
      ) : (
        <>
          {canPrompt && (
            <Button size="lg" color="green" onClick={() => void install()} data-testid="install-button">
              {t('download.install')}
            </Button>
          )}
          {(ios || !canPrompt) && <Steps title={t('download.iosTitle')} steps={steps('ios')} />}
          {!ios && <Steps title={t('download.androidTitle')} steps={steps('android')} />}
        </>
      )}
      {extra.data && <RichText html={extra.data.body} testId="content-body" />}
    </Stack>
  );
}
