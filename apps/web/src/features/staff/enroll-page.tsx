import {
  Alert,
  Button,
  Center,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { translateAdminError, translateAdminMessage, useAdminT } from '../../lib/admin/i18n.ts';
import { validateCode } from './login-machine.ts';
import { ADMIN_KEY, logOutStaff, ME_KEY, useStaffMe } from '../../lib/admin/session.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './staff-api.ts';

/** Groups a base32 secret in fours for typing into an authenticator app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * TOTP enrolment: the QR code (the API's SVG data URL) and the secret for manual entry, a code to
 * confirm, then the 10 recovery codes — shown once, with a copy button and an "I saved them" check.
 */
export function EnrollPage() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const me = useStaffMe();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  // A query (not an effect) so that a double mount starts enrolment once: each start replaces the
  // pending secret on the server, so two starts would show a QR code the server no longer expects.
  const enrolment = useQuery({
    queryKey: [ADMIN_KEY, 'enroll', me.data?.id],
    queryFn: startTotpEnrolment,
    enabled: Boolean(me.data && !me.data.totpEnrolled) && recoveryCodes === null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes),
    onError: (error) =>
      setCodeError(
        isApiError(error)
          ? (error.fields?.code ?? translateAdminError(t, error))
          : 'Oops! Something went wrong. Please try again later.',
      ),
  });

  if (me.isPending)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (me.isError || !me.data) return <Navigate to="/admin/login" replace />;
  if (me.data.totpEnrolled && recoveryCodes === null) return <Navigate to="/admin" replace />;

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
    await navigate('/admin', { replace: true });
  };
  const logout = async () => {
    await logOutStaff();
    await navigate('/admin/login', { replace: true });
  };

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={560} radius="md" data-testid="admin-enroll">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700} c="green.8" size="sm">
                {t('layout.brand')} · {me.data.username}
              </Text>
              <Title order={1} fz={22}>
                {t('enroll.title')}
              </Title>
            </div>
            <Button
              size="xs"
              variant="default"
              onClick={() => void logout()}
              data-testid="admin-enroll-logout"
            >
              {t('layout.logout')}
            </Button>
          </Group>

          {recoveryCodes === null ? (
            <>
              <Text size="sm">{t('enroll.intro')}</Text>
              {enrolment.isPending && (
                <Center py="xl">
                  <Loader size="sm" />
                </Center>
              )}
              {enrolment.isError && (
                <Alert color="red" variant="light">
                  {translateAdminError(t, enrolment.error)}
                </Alert>
              )}
              {enrolment.data && (
                <>
                  <Center>
                    <Image
                      src={enrolment.data.qrCode}
                      alt={t('enroll.qrAlt')}
                      w={200}
                      h={200}
                      fit="contain"
                      data-testid="admin-enroll-qr"
                    />
                  </Center>
                  <Stack gap={4}>
                    <Text size="sm" c="dimmed">
                      {t('enroll.manual')}
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Code
                        fz="md"
                        data-testid="admin-enroll-secret"
                        data-secret={enrolment.data.secret}
                        style={{ wordBreak: 'break-all' }}
                      >
                        {groupSecret(enrolment.data.secret)}
                      </Code>
                      <CopyButton value={enrolment.data.secret}>
                        {({ copied, copy }) => (
                          <Button size="xs" variant="light" onClick={copy}>
                            {copied ? t('common.copied') : t('common.copy')}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Stack>
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      const problem = validateCode(code, false);
                      setCodeError(problem);
                      if (!problem) confirm.mutate(code.trim());
                    }}
                  >
                    <Stack gap="sm">
                      <TextInput
                        label={t('enroll.code')}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                        value={code}
                        onChange={(event) => setCode(event.currentTarget.value)}
                        error={translateAdminMessage(t, codeError)}
                        data-testid="admin-enroll-code"
                      />
                      <Button type="submit" loading={confirm.isPending} data-testid="admin-enroll-confirm">
                        {t('enroll.confirm')}
                      </Button>
                    </Stack>
                  </form>
                </>
              )}
            </>
          ) : (
            <>
              <Alert color="yellow" variant="light" data-testid="admin-recovery-warning">
                {t('enroll.recoveryIntro')}
              </Alert>
              <SimpleGrid cols={2} spacing="xs" data-testid="admin-recovery-codes">
                {recoveryCodes.map((value) => (
                  <Code key={value} fz="md" ta="center" py={6}>
                    {value}
                  </Code>
                ))}
              </SimpleGrid>
              <CopyButton value={recoveryCodes.join('\n')}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} data-testid="admin-recovery-copy">
                    {copied ? t('common.copied') : t('enroll.copyAll')}
                  </Button>
                )}
              </CopyButton>
              <Checkbox
                checked={saved}
                onChange={(event) => setSaved(event.currentTarget.checked)}
                label={t('enroll.saved')}
                data-testid="admin-recovery-saved"
              />
              <Button disabled={!saved} onClick={() => void finish()} data-testid="admin-recovery-continue">
                {t('enroll.continue')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
