import type { YingShotView } from '@chokdee/domain';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format.ts';

const DIGITS = { fontVariantNumeric: 'tabular-nums' } as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      {/* Long labels (Burmese, Khmer) wrap; the value keeps its words whole within 60 %. */}
      <Text size="sm" c="dimmed" style={{ flex: '1 1 auto', minWidth: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={700}
        ta="right"
        maw="60%"
        style={{ ...DIGITS, flex: '0 0 auto' }}
        data-testid={testId}
      >
        {children}
      </Text>
    </Group>
  );
}

/**
 * How a Yeekee result comes about: S, the 16th shot from the newest, R = S − that shot, and the
 * last five digits of R with 2 bottom (D1D2) and 3 top (D3D4D5) marked. Shared by the published
 * result and the browser's own recomputation, so the two read alike. `testPrefix` tells them apart.
 */
export function DrawFigures({
  count,
  sum,
  sixteenth,
  r,
  digits,
  testPrefix,
}: {
  count: number;
  sum: string | bigint;
  sixteenth: YingShotView | null;
  r: string | bigint;
  digits: string;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Row label={t('yeekee.draw.count')} testId={`${testPrefix}-count`}>
        {formatCount(count)}
      </Row>
      <Row label={t('yeekee.draw.sum')} testId={`${testPrefix}-sum`}>
        {formatCount(sum)}
      </Row>
      <Row label={t('yeekee.draw.sixteenth')} testId={`${testPrefix}-sixteenth`}>
        {sixteenth
          ? t('yeekee.draw.shot', {
              number: sixteenth.yingNumber,
              seq: sixteenth.seq,
              user: sixteenth.userName,
            })
          : '-'}
      </Row>
      <Row label={t('yeekee.draw.r')} testId={`${testPrefix}-r`}>
        {formatCount(r)}
      </Row>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('yeekee.draw.digits')}
        </Text>
        <Box
          fw={800}
          fz={22}
          style={{ ...DIGITS, letterSpacing: '0.12em' }}
          data-testid={`${testPrefix}-digits`}
        >
          <Text span inherit c="blue.7" title={t('results.fields.bottom2')}>
            {digits.slice(0, 2)}
          </Text>
          <Text span inherit c="green.8" title={t('results.fields.top3')}>
            {digits.slice(2)}
          </Text>
        </Box>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {t('yeekee.draw.legend')}
      </Text>
    </Stack>
  );
}
