import '@mantine/core/styles/Table.css';
import { SET_4_PRIZE_TIERS, SET_4_PRIZES, type Set4PrizeTier } from '@chokdee/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSatang } from '../../../lib/format.ts';

/** A result that wins each tier for the number 1234 (x = any digit), as the rules of win-rules.ts read. */
const EXAMPLE: Record<Set4PrizeTier, string> = {
  four_straight: '1234',
  four_tod: '4321',
  three_straight: 'x234',
  three_tod: 'x432',
  three_front: '123x',
  two_front: '12xx',
  two_back: 'xx34',
};

/**
 * What one 4D set pays per tier (the domain's SET_4_PRIZES, the table settlement pays by), shown
 * before buying, with a result that would win each tier for the number 1234.
 */
export function FourDPrizeTable() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="four-d-prizes">
      <Stack gap={6}>
        <Title order={2} fz={17}>
          {t('results.fourDPrizes.title')}
        </Title>
        <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="center">{t('results.fourDPrizes.example')}</Table.Th>
              <Table.Th ta="right">฿</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SET_4_PRIZE_TIERS.map((tier) => (
              <Table.Tr key={tier} data-testid="four-d-prize" data-tier={tier}>
                <Table.Td>{t(`results.fourDPrizes.tiers.${tier}`)}</Table.Td>
                <Table.Td ta="center" ff="monospace">
                  {EXAMPLE[tier]}
                </Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatSatang(SET_4_PRIZES[tier]).replace(/\.00$/, '')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('results.fourDPrizes.bestOnly')}
        </Text>
      </Stack>
    </Paper>
  );
}
