import { complianceEndpoints, type LoginRequest } from '@chokdee/domain';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-messages.ts';
import { callApi } from '../../lib/call-api.ts';
import { formatBaht } from '../../lib/format.ts';
import { useComplianceT } from './compliance-i18n.ts';

/**
 * Shown on the login form when the member is on a break (docs/compliance.md "Self-exclusion"):
 * they cannot log in, but their balance stays theirs, so one tap asks for all of it to be paid to
 * their withdrawal account, confirmed by the user name and PIN they just typed.
 */
export function ExcludedWithdrawal({ credentials }: { credentials: LoginRequest }) {
  const { t } = useComplianceT();
  const { t: tCommon } = useTranslation();
  const withdraw = useMutation({
    mutationFn: () => callApi(complianceEndpoints.excludedWithdraw, credentials),
  });
  if (withdraw.isSuccess)
    return (
      <Alert color="green" variant="light" data-testid="excluded-withdrawal-done">
        {t('excludedWithdrawal.done', { amount: formatBaht(withdraw.data.amount) })}
      </Alert>
    );
  return (
    <Paper radius="lg" p="md" withBorder data-testid="excluded-withdrawal">
      <Stack gap="xs">
        <Text size="sm">{t('excludedWithdrawal.intro')}</Text>
        {withdraw.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="excluded-withdrawal-error">
            {translateApiError(tCommon, withdraw.error)}
          </Alert>
        )}
        <Button
          data-testid="excluded-withdrawal-submit"
          variant="light"
          size="md"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t('excludedWithdrawal.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
