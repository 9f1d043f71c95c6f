import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/ui/icons.tsx';
import { userInfoQuery } from '../profile/index.ts';

const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </LineIcon>
);

/**
 * The member's agent's support contacts (users-infos `supportData`), when staff switched them on:
 * in the menu, and in the chat panel while live chat is off. Nothing for a guest or without any.
 */
export function SupportContacts() {
  const { t } = useTranslation();
  const { data } = useQuery(userInfoQuery);
  const support = data?.supportData;
  if (!support?.activeSupport || (!support.officePhoneNumber && !support.urlSupport)) return null;
  return (
    <Stack gap={4} data-testid="menu-support">
      <Text size="sm" fw={700} c="dimmed">
        {t('menu.support.title')}
      </Text>
      {support.officePhoneNumber && (
        <Group gap={8} wrap="nowrap">
          <PhoneIcon width={18} height={18} />
          <Anchor href={`tel:${support.officePhoneNumber}`} c="green.8">
            {support.officePhoneNumber}
          </Anchor>
        </Group>
      )}
      {support.urlSupport && (
        <Anchor href={support.urlSupport} target="_blank" rel="noopener noreferrer" c="green.8">
          {t('menu.support.chat')}
        </Anchor>
      )}
    </Stack>
  );
}
