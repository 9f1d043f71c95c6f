import '@mantine/core/styles/Badge.css';
import { usersSignupEndpoint } from '@chokdee/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { AffiliateLinkNotice } from '../features/auth/affiliate-link-notice.tsx';
import { LineLoginButton } from '../features/auth/line-login-button.tsx';
import { resetAuth } from '../features/auth/session.ts';
import { ensureVisitorId } from '../features/device/visitor.ts';
import {
  BirthDateInput,
  NewPinFields,
  PhoneInput,
  SubmitButton,
  UserNameInput,
} from '../features/forms/fields.tsx';
import { fieldProps, showServerError } from '../features/forms/form-kit.tsx';
import { lazyValidation, loadAccountSchemas } from '../features/forms/lazy-validation.ts';
import { confirmPin } from '../features/forms/zod-form.ts';
import { isApiError } from '../lib/api-client.ts';
import { callApi } from '../lib/call-api.ts';

interface RegisterValues {
  userName: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  birthDate: string;
}

interface SignupVariables {
  values: RegisterValues;
  slug: string | undefined;
}

const validation = lazyValidation<RegisterValues>(
  () => loadAccountSchemas().then((schemas) => schemas.signupRequest),
  confirmPin<RegisterValues>('password', 'confirmPassword'),
);

const optional = (value: string | null) => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * `/register` and `/register/:afSlug`: username, PIN (twice), mobile number and date of birth
 * (the minimum age is the server's rule, docs/compliance.md); then /main. A link
 * whose slug is unknown is explained, and the member may sign up without a referrer.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { afSlug } = useParams();
  const [search] = useSearchParams();
  // An unknown affiliate slug: the member chose to go on without the link's referrer.
  const [withoutReferrer, setWithoutReferrer] = useState(false);
  const [badLink, setBadLink] = useState(false);
  const affiliate = {
    slug: withoutReferrer ? undefined : optional(afSlug ?? null),
    agentId: optional(search.get('agentId')),
    refUid: optional(search.get('refUid')),
    employeeSlug: optional(search.get('employeeSlug')),
  };
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { userName: '', password: '', confirmPassword: '', phoneNumber: '', birthDate: '' },
    validate: validation.validate,
  });
  const signup = useMutation({
    mutationFn: ({ values: { confirmPassword: _confirm, ...values }, slug }: SignupVariables) =>
      callApi(usersSignupEndpoint, {
        ...values,
        ...affiliate,
        slug,
        referUrl: optional(document.referrer),
        registerFromDomain: window.location.hostname,
      }),
    onSuccess: async (answer) => {
      resetAuth();
      void ensureVisitorId(answer.uuid);
      await navigate('/main');
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'UNKNOWN_AFFILIATE') setBadLink(true);
      else showServerError(form, error, t);
    },
  });
  const continueWithoutReferrer = () => {
    setWithoutReferrer(true);
    setBadLink(false);
    if (!form.validate().hasErrors) signup.mutate({ values: form.getValues(), slug: undefined });
  };

  return (
    <Stack data-testid="register-page" gap="lg" py="md" maw={480} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {t('auth.registerTitle')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('auth.registerSubtitle')}
        </Text>
        {affiliate.slug && !badLink && (
          <Badge data-testid="register-affiliate" color="teal" variant="light" mt="xs" size="lg">
            {t('auth.affiliate', { slug: affiliate.slug })}
          </Badge>
        )}
      </div>
      {badLink && <AffiliateLinkNotice onContinue={continueWithoutReferrer} loading={signup.isPending} />}
      <Paper radius="lg" p="lg" withBorder>
        <form
          noValidate
          onFocus={() => void validation.preload()}
          onSubmit={validation.afterLoad(
            form.onSubmit((values) => signup.mutate({ values, slug: affiliate.slug })),
          )}
        >
          <Stack gap="md">
            <UserNameInput
              data-testid="register-username"
              placeholder={t('auth.userNamePlaceholder')}
              {...fieldProps(form, 'userName', t)}
            />
            <NewPinFields
              form={form}
              pinPath="password"
              confirmPath="confirmPassword"
              pinLabel={t('auth.pin')}
              testIds={{ pin: 'register-pin', confirm: 'register-confirm-pin' }}
            />
            <PhoneInput data-testid="register-phone" {...fieldProps(form, 'phoneNumber', t)} />
            <BirthDateInput data-testid="register-birth-date" {...fieldProps(form, 'birthDate', t)} />
            <SubmitButton data-testid="register-submit" loading={signup.isPending}>
              {t('auth.registerSubmit')}
            </SubmitButton>
            <LineLoginButton context={affiliate} />
          </Stack>
        </form>
      </Paper>
      <Group justify="center" gap={6}>
        <Text>{t('auth.haveAccount')}</Text>
        <Anchor component={AppLink} to="/" fw={700} py={6}>
          {t('auth.login')}
        </Anchor>
      </Group>
    </Stack>
  );
}
