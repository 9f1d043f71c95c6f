import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PromotionItem } from '@chokdee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/ui/app-link.tsx';
import { useAuth } from '../features/auth/index.ts';
import { usePromotions } from '../features/promotions/api.ts';
import { PROMOTIONS_NS } from '../features/promotions/messages.ts';
import { ClaimDialog } from '../features/promotions/claim-dialog.tsx';
import { PromotionCard } from '../features/promotions/promotion-card.tsx';

/**
 * `/promotions` (public): the running promotions as cards. A member claims with a confirm that
 * shows the bonus and the turnover it adds; a guest reads them and is asked to log in.
 */
export function Component() {
  const { t, i18n } = useTranslation(PROMOTIONS_NS);
  const auth = useAuth();
  const member = Boolean(auth.data);
  const promotions = usePromotions(member, i18n.language, !auth.isPending);
  const [claiming, setClaiming] = useState<PromotionItem | null>(null);
  const list = promotions.data ?? [];

  return (
    <Stack data-testid="promotions-page" gap="md" py="md">
      <div>
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {!member && !auth.isPending && (
        <Paper withBorder radius="lg" p="md" bg="green.0" data-testid="promotions-login">
          <Text fw={600} mb="sm">
            {t('loginToClaim')}
          </Text>
          <Group gap="sm">
            <Button component={AppLink} to="/#login" color="green">
              {t('login')}
            </Button>
            <Button component={AppLink} to="/register" variant="light" color="green">
              {t('register')}
            </Button>
          </Group>
        </Paper>
      )}
      {promotions.isError ? (
        <Alert color="red" title={t('error')} data-testid="promotions-error">
          <Button mt="xs" size="sm" variant="light" color="red" onClick={() => void promotions.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !promotions.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Text c="dimmed" data-testid="promotions-empty">
          {t('empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} member={member} onClaim={setClaiming} />
          ))}
        </SimpleGrid>
      )}
      {claiming && <ClaimDialog promotion={claiming} onClose={() => setClaiming(null)} />}
    </Stack>
  );
}
