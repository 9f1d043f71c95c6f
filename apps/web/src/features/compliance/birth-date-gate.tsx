import { complianceEndpoints } from '@chokdee/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setBirthDateRequired } from '../../lib/site-status.ts';
import { endSession } from '../auth/index.ts';
import { BirthDateInput, fieldProps, showServerError, SubmitButton } from '../forms/index.ts';
import { useComplianceT } from './compliance-i18n.ts';

/**
 * Stands in for every page while a member from before the age check has not given a date of
 * birth (a money call answered BIRTH_DATE_REQUIRED). Under the minimum age the server refuses on
 * the field and the gate stays.
 */
export function BirthDateGate() {
  const { t } = useComplianceT();
  // Field messages and error codes are the app's shared wording.
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ mode: 'controlled', initialValues: { birthDate: '' } });
  const save = useMutation({
    mutationFn: (values: { birthDate: string }) => callApi(complianceEndpoints.birthDate, values),
    onSuccess: () => {
      setBirthDateRequired(false);
      void queryClient.invalidateQueries();
    },
    onError: (error) => showServerError(form, error, tApp),
  });
  const leave = async () => {
    await endSession();
    await navigate('/');
  };
  return (
    <Stack data-testid="birth-date-gate" gap="lg" py="md" maw={480} mx="auto">
      <div>
        <Title order={1} fz={26}>
          {t('birthDate.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('birthDate.body')}
        </Text>
      </div>
      <Paper radius="lg" p="lg" withBorder>
        <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
          <Stack gap="md">
            <BirthDateInput
              data-testid="birth-date-input"
              required
              {...fieldProps(form, 'birthDate', tApp)}
            />
            <SubmitButton data-testid="birth-date-submit" loading={save.isPending}>
              {t('birthDate.submit')}
            </SubmitButton>
            <Button variant="subtle" color="gray" onClick={() => void leave()}>
              {t('birthDate.logout')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
