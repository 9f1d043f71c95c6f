import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import type { KycAnswer, KycCheck } from '@chokdee/domain';
import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { translateApiError } from '../forms/index.ts';
import { useSubmitKyc } from './api.ts';
import { useKycT } from './kyc-i18n.ts';
import { PhotoInput, type Photo } from './photo-input.tsx';

const STATUS_COLORS = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' } as const;

function CheckStatus({ check }: { check: KycCheck }) {
  const { t } = useKycT();
  const body =
    check.status === 'REJECTED'
      ? t('identity.rejectedBody', { reason: check.reason ?? '' })
      : t(check.status === 'PENDING' ? 'identity.pendingBody' : 'identity.approvedBody');
  return (
    <Alert
      color={STATUS_COLORS[check.status]}
      title={t(`identity.status.${check.status}`)}
      data-testid="kyc-status"
      data-status={check.status}
    >
      <Text size="sm">{body}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('identity.submittedAt', { date: formatDateTime(check.submittedAt) })}
      </Text>
    </Alert>
  );
}

/** The two pictures and the button; a picture that cannot be sent says why beside it. */
function UploadForm() {
  const { t } = useKycT();
  const { t: common } = useTranslation();
  const [photos, setPhotos] = useState<{ document: Photo | null; selfie: Photo | null }>({
    document: null,
    selfie: null,
  });
  const submit = useSubmitKyc();
  const ready = photos.document?.ok && photos.selfie?.ok;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!photos.document?.ok || !photos.selfie?.ok || submit.isPending) return;
    submit.mutate(
      { document: photos.document.dataUrl, selfie: photos.selfie.dataUrl },
      { onSuccess: () => notifySuccess(t('identity.sent'), 4000) },
    );
  };
  return (
    <form noValidate onSubmit={send} data-testid="kyc-form">
      <Stack gap="md">
        <Grid gap="md">
          {(['document', 'selfie'] as const).map((name) => (
            <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
              <PhotoInput
                name={name}
                photo={photos[name]}
                onPhoto={(photo) => setPhotos((current) => ({ ...current, [name]: photo }))}
              />
            </Grid.Col>
          ))}
        </Grid>
        {submit.isError ? (
          <Alert color="red" data-testid="kyc-error">
            {translateApiError(common, submit.error)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="lg"
          color="green"
          disabled={!ready}
          loading={submit.isPending}
          data-testid="kyc-submit"
        >
          {t('identity.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The member's identity check (docs/compliance.md "Identity checks"): its
 * status with staff's reason, and the two pictures to send while none waits or passed.
 */
export function IdentityPage({ kyc }: { kyc: KycAnswer | undefined }) {
  const { t } = useKycT();
  const check = kyc?.check ?? null;
  const canSend = check === null || check.status === 'REJECTED';
  return (
    <Stack data-testid="identity-page" gap="lg" py="md" maw={760} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {t('identity.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('identity.intro')}
        </Text>
      </div>
      {!kyc ? (
        <Group justify="center" py="lg">
          <Loader color="green" />
        </Group>
      ) : (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Text size="sm" data-testid="kyc-thresholds">
              {t('identity.thresholds', {
                single: formatBaht(kyc.thresholds.kycWithdrawalBaht),
                lifetime: formatBaht(kyc.thresholds.kycLifetimeBaht),
              })}
            </Text>
            {check ? <CheckStatus check={check} /> : null}
            {canSend ? <UploadForm key={check?.submittedAt ?? 'first'} /> : null}
            <Text size="xs" c="dimmed">
              {t('identity.privacy')}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
