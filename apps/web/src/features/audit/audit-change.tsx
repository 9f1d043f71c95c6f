import { Button, Code, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../lib/admin/i18n.ts';
import type { AuditRow } from './audit-api.ts';
import { diffAudit } from './audit-diff.ts';

/** before → after of one audit row: changed keys highlighted; the raw JSON on request. */
export function AuditChange({ row }: { row: AuditRow }) {
  const { t } = useAdminT();
  const [raw, setRaw] = useState(false);
  const lines = diffAudit(row.before, row.after);
  return (
    <Paper p="sm" bg="gray.0" data-testid="audit-diff">
      {raw ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <Text size="xs" c="dimmed">
              before
            </Text>
            <Code block>{JSON.stringify(row.before, null, 2)}</Code>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              after
            </Text>
            <Code block>{JSON.stringify(row.after, null, 2)}</Code>
          </div>
        </SimpleGrid>
      ) : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audit.noData')}
        </Text>
      ) : (
        <Table fz="xs" withRowBorders={false} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">{t('audit.field')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} bg={line.changed ? 'yellow.0' : undefined}>
                <Table.Td ff="monospace">{line.key || '—'}</Table.Td>
                <Table.Td
                  ff="monospace"
                  c={line.changed ? 'red.8' : undefined}
                  style={{ wordBreak: 'break-all' }}
                >
                  {line.before}
                </Table.Td>
                <Table.Td
                  ff="monospace"
                  c={line.changed ? 'green.8' : undefined}
                  style={{ wordBreak: 'break-all' }}
                >
                  {line.after}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setRaw(!raw)}>
        {raw ? t('audit.showDiff') : t('audit.showJson')}
      </Button>
    </Paper>
  );
}
