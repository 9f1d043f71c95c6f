import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { complianceEndpoints, SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@chokdee/domain';
import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { translateApiError } from '../../lib/api-messages.ts';
import { logout } from '../../lib/auth.ts';
import { callApi } from '../../lib/call-api.ts';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { setEndingOwnSession } from '../../lib/site-status.ts';
import { PinField, SubmitButton } from '../forms/index.ts';
import { userInfoQuery } from '../profile/index.ts';
import { useComplianceT } from './compliance-i18n.ts';

interface Values {
  period: SelfExclusionPeriod;
  password: string;
}

/**
 * The period and the PIN, then a second, explicit confirmation: a break cannot be ended early by
 * anyone. The balance is shown with a way to withdraw it first. On success the server has ended
 * every session; this tab forgets its own and goes home.
 */
export function SelfExclusionForm() {
  const { t } = useComplianceT();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const info = useQuery(userInfoQuery);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { period: '24h', password: '' },
    validate: { password: (value) => (value === '' ? tApp('messages.pinEmpty') : null) },
  });
  const exclude = useMutation({
    // The server closes this tab's socket (4401) before it answers: that echo is this tab's own
    // doing, not a revocation from elsewhere (lib/site-status.ts).
    onMutate: () => setEndingOwnSession(true),
    mutationFn: (values: Values) => callApi(complianceEndpoints.selfExclude, values),
    onSuccess: async ({ until }) => {
      logout();
      notifySuccess(
        until
          ? t('selfExclusion.doneUntil', { until: formatDateTime(until) })
          : t('selfExclusion.donePermanent'),
        8000,
      );
      await navigate('/');
    },
    onError: (error) => {
      setConfirming(false);
      form.setFieldError('password', translateApiError(tApp, error));
    },
    onSettled: () => setEndingOwnSession(false),
  });
  const period = t(`selfExclusion.periods.${form.getValues().period}`);

  if (confirming)
    return (
      <Stack gap="md" data-testid="self-exclusion-confirm">
        <Text fw={700}>{t('selfExclusion.confirmTitle')}</Text>
        <Text>{t('selfExclusion.confirmBody', { period })}</Text>
        <Button
          data-testid="self-exclusion-confirm-button"
          color="red"
          size="lg"
          loading={exclude.isPending}
          onClick={() => exclude.mutate(form.getValues())}
        >
          {t('selfExclusion.confirm')}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => setConfirming(false)}>
          {t('selfExclusion.back')}
        </Button>
      </Stack>
    );

  // A LINE member has no PIN of their own yet: the PIN is what confirms a break.
  if (info.data?.hasPin === false)
    return (
      <Stack gap="sm" data-testid="self-exclusion-need-pin">
        <Text size="sm">{t('selfExclusion.needPin')}</Text>
        <Button component={AppLink} to="/profile/change-pin" color="green">
          {t('selfExclusion.setPin')}
        </Button>
      </Stack>
    );

  const cash = Number(info.data?.cash ?? 0);
  return (
    <form noValidate onSubmit={form.onSubmit(() => setConfirming(true))}>
      <Stack gap="md" data-testid="self-exclusion-form">
        <Text size="sm">{t('selfExclusion.intro')}</Text>
        <Radio.Group label={t('selfExclusion.period')} {...form.getInputProps('period')}>
          <Stack gap="xs" mt="xs">
            {SELF_EXCLUSION_PERIODS.map((value) => (
              <Radio
                key={value}
                value={value}
                size="md"
                data-testid={`self-exclusion-${value}`}
                label={t(`selfExclusion.periods.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {cash > 0 && (
          <Group gap="xs" data-testid="self-exclusion-balance">
            <Text size="sm">{t('selfExclusion.balance', { amount: formatBaht(cash) })}</Text>
            <Anchor component={AppLink} to="/credit/withdraw" size="sm" fw={700} c="green.8">
              {t('selfExclusion.withdraw')}
            </Anchor>
          </Group>
        )}
        <PinField
          data-testid="self-exclusion-pin"
          label={t('selfExclusion.pin')}
          {...form.getInputProps('password')}
        />
        <SubmitButton data-testid="self-exclusion-next" color="red">
          {t('selfExclusion.next')}
        </SubmitButton>
        <Text size="xs" c="dimmed">
          {t('selfExclusion.help')}
        </Text>
      </Stack>
    </form>
  );
}
