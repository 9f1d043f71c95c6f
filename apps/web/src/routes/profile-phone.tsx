import { usersPhoneNumberOtpEndpoint, usersPhoneNumberUpdateEndpoint } from '@chokdee/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../lib/api-messages.ts';
import { PhoneInput, SubmitButton } from '../features/forms/fields.tsx';
import { fieldProps, notifySuccessOnNextPage, showServerError } from '../features/forms/form-kit.tsx';
import { OtpCodeInput, OtpSentNotice, type OtpAnswer } from '../features/forms/otp-fields.tsx';
import { lazyValidation, loadAccountSchemas } from '../features/forms/lazy-validation.ts';
import { USER_INFO_KEY } from '../features/profile/user-info.ts';
import { isApiError } from '../lib/api-client.ts';
import { callApi } from '../lib/call-api.ts';

interface PhoneValues {
  phoneNumber: string;
}
interface CodeValues {
  otpCode: string;
}

const phoneValidation = lazyValidation<PhoneValues>(() =>
  loadAccountSchemas().then((schemas) => schemas.phoneNumberOtpRequest),
);
const codeValidation = lazyValidation<CodeValues>(() =>
  loadAccountSchemas().then((schemas) => schemas.updatePhoneNumberRequest.pick({ otpCode: true })),
);

/**
 * `/profile/phone`: add or change the mobile number (a member registered through LINE has none):
 * step 1 the number → an SMS code to it; step 2 the code → the number is the member's.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<(OtpAnswer & PhoneValues) | null>(null);

  const phoneForm = useForm<PhoneValues>({
    mode: 'controlled',
    initialValues: { phoneNumber: '' },
    validate: phoneValidation.validate,
  });
  const codeForm = useForm<CodeValues>({
    mode: 'controlled',
    initialValues: { otpCode: '' },
    validate: codeValidation.validate,
  });

  const requestCode = useMutation({
    mutationFn: (values: PhoneValues) => callApi(usersPhoneNumberOtpEndpoint, values),
    onSuccess: (answer, values) => {
      codeForm.reset();
      setSent({ ...answer, ...values });
    },
    onError: (error) => showServerError(phoneForm, error, t),
  });
  const verify = useMutation({
    mutationFn: (values: CodeValues) =>
      callApi(usersPhoneNumberUpdateEndpoint, {
        // The code form shows only once a code was sent; the server refuses empty fields anyway.
        phoneNumber: sent?.phoneNumber ?? '',
        refOtpCode: sent?.refOtpCode ?? '',
        otpCode: values.otpCode,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      notifySuccessOnNextPage(t('profile.phoneSaved'), 4000);
      await navigate('/profile');
    },
    onError: (error) => {
      // A wrong, used or expired code belongs beside the code field.
      if (isApiError(error) && error.status === 400 && !error.fields)
        codeForm.setFieldError('otpCode', translateApiError(t, error));
      else showServerError(codeForm, error, t);
    },
  });

  return (
    <Stack data-testid="profile-phone-page" gap="lg" py="md" maw={480} mx="auto">
      <Title order={1} fz={28}>
        {t('profile.phoneTitle')}
      </Title>
      <Paper radius="lg" p="lg" withBorder>
        {!sent ? (
          <>
            <Text mb="md">{t('profile.phoneIntro')}</Text>
            <form
              noValidate
              onFocus={() => void phoneValidation.preload()}
              onSubmit={phoneValidation.afterLoad(phoneForm.onSubmit((values) => requestCode.mutate(values)))}
            >
              <Stack gap="md">
                <PhoneInput data-testid="phone-number" {...fieldProps(phoneForm, 'phoneNumber', t)} />
                <SubmitButton data-testid="phone-send" loading={requestCode.isPending}>
                  {t('forgot.sendOtp')}
                </SubmitButton>
              </Stack>
            </form>
          </>
        ) : (
          <>
            <OtpSentNotice phone={sent.phoneNumber} answer={sent} testIdPrefix="phone" />
            <form
              noValidate
              onFocus={() => void codeValidation.preload()}
              onSubmit={codeValidation.afterLoad(codeForm.onSubmit((values) => verify.mutate(values)))}
            >
              <Stack gap="md">
                <OtpCodeInput data-testid="phone-otp" {...fieldProps(codeForm, 'otpCode', t)} />
                <SubmitButton data-testid="phone-submit" loading={verify.isPending}>
                  {t('profile.phoneSubmit')}
                </SubmitButton>
                <Button variant="subtle" color="gray" onClick={() => setSent(null)}>
                  {t('forgot.again')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Paper>
    </Stack>
  );
}
