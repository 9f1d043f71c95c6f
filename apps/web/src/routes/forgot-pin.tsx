import { usersForgotPasswordEndpoint, usersForgotPasswordOtpEndpoint } from '@chokdee/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPinFields, PhoneInput, SubmitButton, UserNameInput } from '../features/forms/fields.tsx';
import { fieldProps, notifySuccessOnNextPage, showServerError } from '../features/forms/form-kit.tsx';
import { OtpCodeInput, OtpSentNotice, type OtpAnswer } from '../features/forms/otp-fields.tsx';
import { lazyValidation, loadAccountSchemas } from '../features/forms/lazy-validation.ts';
import { confirmPin } from '../features/forms/zod-form.ts';
import { callApi } from '../lib/call-api.ts';

interface RequestValues {
  userName: string;
  phoneNumber: string;
}
interface ResetValues {
  otpCode: string;
  newPassword: string;
  confirmPassword: string;
}

const requestValidation = lazyValidation<RequestValues>(() =>
  loadAccountSchemas().then((schemas) => schemas.forgotPasswordOtpRequest),
);
const resetValidation = lazyValidation<ResetValues>(
  () =>
    loadAccountSchemas().then((schemas) =>
      schemas.forgotPasswordRequest.pick({ otpCode: true, newPassword: true }),
    ),
  confirmPin<ResetValues>('newPassword', 'confirmPassword'),
);

/** `/forgot-pin`: step 1 username + phone → an SMS code (its reference shown); step 2 code + new PIN. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sent, setSent] = useState<(OtpAnswer & RequestValues) | null>(null);

  const requestForm = useForm<RequestValues>({
    mode: 'controlled',
    initialValues: { userName: '', phoneNumber: '' },
    validate: requestValidation.validate,
  });
  const resetForm = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { otpCode: '', newPassword: '', confirmPassword: '' },
    validate: resetValidation.validate,
  });

  const requestOtp = useMutation({
    mutationFn: (values: RequestValues) => callApi(usersForgotPasswordOtpEndpoint, values),
    onSuccess: (answer, values) => {
      resetForm.reset();
      setSent({ ...answer, ...values });
    },
    onError: (error) => showServerError(requestForm, error, t),
  });
  const reset = useMutation({
    mutationFn: (values: ResetValues) =>
      callApi(usersForgotPasswordEndpoint, {
        // The reset form shows only once a code was sent; the server refuses empty fields anyway.
        userName: sent?.userName ?? '',
        phoneNumber: sent?.phoneNumber ?? '',
        refOtpCode: sent?.refOtpCode ?? '',
        otpCode: values.otpCode,
        newPassword: values.newPassword,
      }),
    onSuccess: async () => {
      notifySuccessOnNextPage(t('forgot.done'), 4000);
      await navigate('/');
    },
    onError: (error) => showServerError(resetForm, error, t),
  });

  return (
    <Stack data-testid="forgot-pin-page" gap="lg" py="md" maw={480} mx="auto">
      <Title order={1} fz={28}>
        {t('forgot.title')}
      </Title>
      {!sent ? (
        <Paper radius="lg" p="lg" withBorder>
          <Text mb="md">{t('forgot.intro')}</Text>
          <form
            noValidate
            onFocus={() => void requestValidation.preload()}
            onSubmit={requestValidation.afterLoad(
              requestForm.onSubmit((values) => requestOtp.mutate(values)),
            )}
          >
            <Stack gap="md">
              <UserNameInput data-testid="forgot-username" {...fieldProps(requestForm, 'userName', t)} />
              <PhoneInput data-testid="forgot-phone" {...fieldProps(requestForm, 'phoneNumber', t)} />
              <SubmitButton data-testid="forgot-send" loading={requestOtp.isPending}>
                {t('forgot.sendOtp')}
              </SubmitButton>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Paper radius="lg" p="lg" withBorder>
          <OtpSentNotice phone={sent.phoneNumber} answer={sent} testIdPrefix="forgot" />
          <form
            noValidate
            onFocus={() => void resetValidation.preload()}
            onSubmit={resetValidation.afterLoad(resetForm.onSubmit((values) => reset.mutate(values)))}
          >
            <Stack gap="md">
              <OtpCodeInput data-testid="forgot-otp" {...fieldProps(resetForm, 'otpCode', t)} />
              <NewPinFields
                form={resetForm}
                pinPath="newPassword"
                confirmPath="confirmPassword"
                pinLabel={t('auth.newPin')}
                testIds={{ pin: 'forgot-new-pin', confirm: 'forgot-confirm-pin' }}
              />
              <SubmitButton data-testid="forgot-submit" loading={reset.isPending}>
                {t('forgot.submit')}
              </SubmitButton>
              <Button variant="subtle" color="gray" onClick={() => setSent(null)}>
                {t('forgot.again')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
