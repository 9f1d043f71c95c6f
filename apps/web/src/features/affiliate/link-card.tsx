import { Anchor, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useAffiliateT } from './i18n.ts';
import { QrImage } from '../../components/ui/qr-image.tsx';
import { canShare, lineShareUrl } from './share.ts';

/**
 * The member's affiliate link: as text, as a QR code a friend scans from this screen, and the three
 * ways to pass it on — copy, the system share sheet where the browser has one, and LINE's share
 * page (a plain link: nothing is sent to LINE until the member taps it).
 */
export function LinkCard({ link }: { link: string }) {
  const { t } = useAffiliateT();
  const shareData = { title: t('shareTitle'), text: t('shareText'), url: link };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="affiliate-link-card">
      <Group align="center" gap="md" wrap="wrap" justify="center">
        <QrImage text={link} size={148} label={t('qrLabel')} testId="affiliate-qr" />
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={700}>{t('linkTitle')}</Text>
          <Text
            data-testid="affiliate-link"
            ff="monospace"
            size="sm"
            p={8}
            bg="var(--mantine-color-gray-1)"
            style={{ borderRadius: 8, wordBreak: 'break-all' }}
          >
            {link}
          </Text>
          <Group gap="xs" grow>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button data-testid="affiliate-copy" color={copied ? 'teal' : 'green'} onClick={copy}>
                  {copied ? t('copied') : t('copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              component="a"
              href={lineShareUrl(link)}
              target="_blank"
              rel="noopener noreferrer"
              color="#06C755"
              data-testid="affiliate-line"
            >
              {t('shareLine')}
            </Button>
          </Group>
          {canShare(shareData) && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="affiliate-share"
              onClick={() => void navigator.share(shareData).catch(() => undefined)}
            >
              {t('shareMore')}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
