import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/ui/app-link.tsx';
import { HeroBanner } from '../components/ui/hero-banner.tsx';
import { GiftIcon, ListIcon, SlipIcon, TicketIcon, TrophyIcon, UserIcon } from '../components/ui/icons.tsx';
import { useAuth } from '../features/auth/session.ts';
import { FirstStepsCard, prefetchFirstSteps } from '../features/first-steps/index.ts';
import { AffiliateIcon, StatementIcon, TurnoverIcon } from '../features/wallet/components/wallet-icons.tsx';

const LINKS: {
  to: string;
  key: 'main.lotto' | 'main.results' | 'main.poy' | 'main.profile';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { to: '/lotto', key: 'main.lotto', icon: TicketIcon },
  { to: '/results', key: 'main.results', icon: TrophyIcon },
  { to: '/poy', key: 'main.poy', icon: SlipIcon },
  { to: '/profile', key: 'main.profile', icon: UserIcon },
];

const LOTTO_LINKS: {
  to: string;
  key: 'lotto.families.yeekee' | 'lotto.families.gov4d' | 'main.numberSet';
  testId: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { to: '/lotto/yeekee', key: 'lotto.families.yeekee', testId: 'main-link-yeekee', icon: TicketIcon },
  { to: '/lotto/4d', key: 'lotto.families.gov4d', testId: 'main-link-4d', icon: TicketIcon },
  { to: '/number-set', key: 'main.numberSet', testId: 'main-link-number-set', icon: ListIcon },
];

const WALLET_LINKS: {
  to: string;
  key:
    | 'wallet.links.statement'
    | 'wallet.links.turnover'
    | 'wallet.links.affiliate'
    | 'deposit.title'
    | 'withdraw.title'
    | 'bank.status.title';
  testId: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  {
    to: '/credit/statement',
    key: 'wallet.links.statement',
    testId: 'main-link-statement',
    icon: StatementIcon,
  },
  { to: '/credit/deposit', key: 'deposit.title', testId: 'main-link-deposit', icon: StatementIcon },
  { to: '/credit/withdraw', key: 'withdraw.title', testId: 'main-link-withdraw', icon: StatementIcon },
  { to: '/bank/status', key: 'bank.status.title', testId: 'main-link-banks', icon: ListIcon },
  { to: '/credit/turnover', key: 'wallet.links.turnover', testId: 'main-link-turnover', icon: TurnoverIcon },
  {
    to: '/profile/affiliate',
    key: 'wallet.links.affiliate',
    testId: 'main-link-affiliate',
    icon: AffiliateIcon,
  },
];

/** The checklist above the links shows in the first render (no layout shift when it answers). */
export const beforeRender = prefetchFirstSteps;

/** `/main`: the member's landing page (greeting; the balance is in the header's slot). */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useAuth();
  const name = user?.name || user?.userName || '';
  return (
    <Stack data-testid="main-page" gap="lg" py="md">
      <HeroBanner>
        <Title data-testid="main-greeting" order={1} fz={28} lh={1.35}>
          {t('main.greeting', { name })}
        </Title>
        <Text mt={4} opacity={0.95}>
          {t('main.subtitle')}
        </Text>
      </HeroBanner>
      <FirstStepsCard />
      <UnstyledButton
        component={AppLink}
        to="/promotions"
        data-testid="main-link-promotions"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          borderRadius: 16,
          padding: 14,
          background: 'var(--mantine-color-yellow-1)',
          border: '1px solid var(--mantine-color-yellow-4)',
          color: 'var(--mantine-color-dark-8)',
        }}
      >
        <GiftIcon width={32} height={32} style={{ flexShrink: 0, color: 'var(--mantine-color-red-7)' }} />
        <span>
          <Text fw={700}>{t('main.promotionsBanner')}</Text>
          <Text size="sm">{t('main.promotionsBannerText')}</Text>
        </span>
      </UnstyledButton>
      <SimpleGrid cols={2} spacing="md">
        {LINKS.map((link) => (
          <UnstyledButton
            key={link.to}
            component={AppLink}
            to={link.to}
            data-testid={`main-link-${link.to.slice(1)}`}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
              minHeight: 104,
              borderRadius: 16,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'white',
              color: 'var(--mantine-color-green-8)',
              padding: 12,
              textAlign: 'center',
            }}
          >
            <link.icon width={32} height={32} />
            <Text fw={700}>{t(link.key)}</Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <TileSection title={t('lotto.title')} links={LOTTO_LINKS} testId="main-lotto" />
      <TileSection title={t('wallet.section')} links={WALLET_LINKS} testId="main-wallet" />
    </Stack>
  );
}

/** A titled row of three small link tiles (lotto and wallet shortcuts). */
function TileSection({
  title,
  links,
  testId,
}: {
  title: string;
  links: typeof LOTTO_LINKS | typeof WALLET_LINKS;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} fz={18}>
        {title}
      </Title>
      <SimpleGrid cols={3} spacing="sm">
        {links.map((link) => (
          <UnstyledButton
            key={link.to}
            component={AppLink}
            to={link.to}
            data-testid={link.testId}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 6,
              minHeight: 88,
              borderRadius: 14,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'white',
              color: 'var(--mantine-color-green-8)',
              padding: 8,
              textAlign: 'center',
            }}
          >
            <link.icon width={26} height={26} />
            <Text fw={600} size="sm" lh={1.3}>
              {t(link.key)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
