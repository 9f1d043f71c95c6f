import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PromotionItem } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { PROMOTIONS_NS } from './messages.ts';
import { formatBaht, formatDay } from '../../lib/format.ts';
import { RichText } from '../../components/ui/rich-text.tsx';

const WRAP = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/**
 * One promotion: banner, type, validity, the body, and what the visitor can do — a member claims
 * (or sees it claimed), a guest is asked to log in (the page shows that once, above the list).
 */
export function PromotionCard({
  promotion,
  member,
  onClaim,
}: {
  promotion: PromotionItem;
  member: boolean;
  onClaim: (promotion: PromotionItem) => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      style={{ overflow: 'hidden' }}
      data-testid="promotion-card"
      data-type={promotion.type}
    >
      {promotion.image && (
        <img
          src={promotion.image}
          alt=""
          width={640}
          height={280}
          loading="lazy"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '640 / 280',
            objectFit: 'cover',
          }}
        />
      )}
      <Stack gap="sm" p="md">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
            {t(`types.${promotion.type}`)}
          </Badge>
          <Text size="xs" c="dimmed" data-testid="promotion-validity">
            {t('validity', {
              from: formatDay(promotion.startsAt),
              to: formatDay(promotion.endsAt),
            })}
          </Text>
        </Group>
        <Title order={2} fz={20} lh={1.35}>
          {promotion.title}
        </Title>
        <RichText html={promotion.body} fz="sm" testId="promotion-body" />
        {member && (
          <Stack gap={6}>
            {promotion.claimable && (
              <Text size="sm" fw={600} c="green.8">
                {t('claimHint', { bonus: formatBaht(promotion.bonus ?? 0) })}
              </Text>
            )}
            <Button
              color={promotion.claimable ? 'green' : 'gray'}
              disabled={!promotion.claimable}
              onClick={() => onClaim(promotion)}
              data-testid="promotion-claim"
              styles={WRAP}
            >
              {promotion.claimedAt ? t('claimed') : promotion.claimable ? t('claim') : t('notClaimable')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
