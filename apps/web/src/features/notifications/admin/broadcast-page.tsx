import {
  Alert,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { BROADCAST_AUDIENCES, type BroadcastAudienceKind, type Locale } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { ConfirmButton, PageHeader, useFeedback } from '../../../lib/admin/ui.tsx';
import { AGENTS_KEY, fetchAgents } from '../../site/admin/index.ts';
import { useAudienceSize, useSendBroadcast, type BroadcastAudienceInput } from './broadcast-admin-api.ts';

const LOCALES: readonly Locale[] = ['th', 'en', 'kh', 'mm'];
const MAX_TEXT = 500;

/** The audience as the API takes it, or null while its parameter is missing. */
const audienceOf = (
  kind: BroadcastAudienceKind,
  minLevel: number | string,
  agentId: string | null,
): BroadcastAudienceInput | null => {
  if (kind === 'LEVEL') return typeof minLevel === 'number' ? { audience: kind, minLevel } : null;
  if (kind === 'AGENT') return agentId ? { audience: kind, agentId: Number(agentId) } : null;
  return { audience: kind };
};

/**
 * Staff broadcast (docs/support.md): an audience, a text per language (Thai required; an empty one
 * shows the Thai text), the count of members it reaches now, and a confirmed send. It reaches each
 * member's inbox, live badge and, where allowed, their phone by Web Push.
 */
export function BroadcastPage() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [kind, setKind] = useState<BroadcastAudienceKind>('ALL');
  const [minLevel, setMinLevel] = useState<number | string>(1);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [text, setText] = useState<Record<Locale, string>>({ th: '', en: '', kh: '', mm: '' });
  const agents = useQuery({
    queryKey: AGENTS_KEY,
    queryFn: ({ signal }) => fetchAgents(signal),
    enabled: kind === 'AGENT',
  });
  const audience = audienceOf(kind, minLevel, agentId);
  const size = useAudienceSize(audience);
  const send = useSendBroadcast();
  const ready = audience !== null && text.th.trim() !== '' && (size.data ?? 0) > 0;

  const submit = async () => {
    if (!audience) return;
    try {
      const { members } = await send.mutateAsync({ audience, text });
      feedback.ok(t('broadcast.sent', { count: members }));
      setText({ th: '', en: '', kh: '', mm: '' });
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <>
      <PageHeader title={t('broadcast.title')} />
      <Paper withBorder p="md" radius="md" data-testid="broadcast-form">
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={setKind}
            data={BROADCAST_AUDIENCES.map((value) => ({ value, label: t(`broadcast.audience.${value}`) }))}
            data-testid="broadcast-audience"
          />
          {kind === 'LEVEL' && (
            <NumberInput
              label={t('broadcast.minLevel')}
              value={minLevel}
              onChange={setMinLevel}
              min={0}
              max={100}
              allowDecimal={false}
              data-testid="broadcast-min-level"
            />
          )}
          {kind === 'AGENT' && (
            <Select
              label={t('broadcast.agent')}
              value={agentId}
              onChange={setAgentId}
              data={(agents.data ?? []).map((a) => ({ value: String(a.id), label: `${a.id} · ${a.name}` }))}
              searchable
              data-testid="broadcast-agent"
            />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {LOCALES.map((locale) => (
              <Textarea
                key={locale}
                label={t(`broadcast.text.${locale}`)}
                description={locale === 'th' ? t('broadcast.thaiRequired') : t('broadcast.thaiFallback')}
                value={text[locale]}
                onChange={(event) => setText({ ...text, [locale]: event.currentTarget.value })}
                maxLength={MAX_TEXT}
                rows={3}
                required={locale === 'th'}
                data-testid={`broadcast-text-${locale}`}
              />
            ))}
          </SimpleGrid>
          <Alert color={size.data === 0 ? 'yellow' : 'blue'} data-testid="broadcast-preview">
            <Text size="sm">
              {audience === null || size.data === undefined
                ? t('broadcast.previewPending')
                : t('broadcast.preview', { count: size.data })}
            </Text>
          </Alert>
          <ConfirmButton
            label={t('broadcast.send')}
            title={t('broadcast.confirmTitle')}
            message={t('broadcast.confirm', { count: size.data ?? 0 })}
            confirmLabel={t('broadcast.send')}
            onConfirm={submit}
            disabled={!ready}
            color="blue"
            variant="filled"
            size="sm"
            testId="broadcast-send"
          />
        </Stack>
      </Paper>
    </>
  );
}
