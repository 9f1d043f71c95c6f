import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/api-messages.ts';
import { useCreateYing } from '../api/use-create-ying.ts';
import { cooldownSeconds } from '../cooldown.ts';
import { isShotNumber, randomShot, sanitizeShot, SHOT_LENGTH } from '../shot-number.ts';
import { useCooldown } from '../use-cooldown.ts';

/**
 * The shooting panel, shown while the round takes shots: a 5-digit field (numeric keypad on phones,
 * leading zeros kept) with a random-number button beside it, and a big shoot button that cools down for 5 seconds after each shot. The server's refusal (429 cooldown,
 * `round closed`, …) is shown as it is.
 */
export function ShootPanel({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [accepted, setAccepted] = useState<{ seq: number; yingNumber: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cooldown = useCooldown();
  const shoot = useCreateYing(roundId);
  const ready = isShotNumber(value) && !cooldown.running && !shoot.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    shoot.mutate(value, {
      onSuccess: (shot) => {
        setAccepted({ seq: shot.seq, yingNumber: shot.yingNumber });
        setValue('');
        cooldown.start();
      },
      onError: (failure) => {
        setAccepted(null);
        setError(isApiError(failure) ? translateApiError(t, failure) : t('yeekee.shoot.failed'));
        // Too soon for the server (another tab shot): wait a full cooldown before the next try.
        if (isApiError(failure) && failure.status === 429) cooldown.start();
      },
    });
  };

  const seconds = cooldownSeconds(cooldown.leftMs);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="shoot-panel">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('yeekee.shoot.label')}
              style={{ flex: 1, minWidth: 0 }}
              description={t('yeekee.shoot.hint')}
              value={value}
              onChange={(event) => {
                setValue(sanitizeShot(event.currentTarget.value));
                setError(null);
              }}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={SHOT_LENGTH}
              placeholder="00000"
              data-testid="shoot-input"
              styles={{
                input: {
                  textAlign: 'center',
                  fontSize: 34,
                  fontWeight: 800,
                  letterSpacing: '0.3em',
                  fontVariantNumeric: 'tabular-nums',
                  height: 64,
                },
              }}
            />
            <Button
              variant="light"
              color="green"
              h={64}
              px="sm"
              onClick={() => {
                setValue(randomShot());
                setError(null);
              }}
              data-testid="shoot-random"
            >
              {t('yeekee.shoot.random')}
            </Button>
          </Group>
          <Button
            type="submit"
            size="xl"
            h={60}
            color="green"
            fullWidth
            disabled={!ready}
            loading={shoot.isPending}
            data-testid="shoot-button"
            styles={{ label: { fontSize: 22 } }}
          >
            {cooldown.running ? t('yeekee.shoot.wait', { seconds }) : t('yeekee.shoot.button')}
          </Button>
          <Progress
            value={(cooldown.leftMs / cooldown.cooldownMs) * 100}
            color="orange"
            size="sm"
            radius="xl"
            transitionDuration={100}
            aria-label={t('yeekee.shoot.cooldown')}
            data-testid="shoot-cooldown"
            data-left={seconds}
            style={{ visibility: cooldown.running ? 'visible' : 'hidden' }}
          />
          {accepted && !error && (
            <Text size="sm" c="green.8" fw={600} ta="center" data-testid="shoot-accepted">
              {t('yeekee.shoot.accepted', { number: accepted.yingNumber, seq: accepted.seq })}
            </Text>
          )}
          {error && (
            <Alert color="red" p="xs" data-testid="shoot-error">
              {error}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
