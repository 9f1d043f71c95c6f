import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatBaht } from '../../lib/format.ts';
import { endSession } from '../auth/index.ts';
import { useComplianceT } from './compliance-i18n.ts';
import { realityCheckQuery } from './limits-api.ts';
import { minutesPlayed, nextReminderAt, RECHECK_MS } from './reality-check-clock.ts';

/**
 * The member's session reminder (docs/compliance.md "Limits"): every N minutes since the login,
 * the time played and the net result since, with "continue" or "log out". Mounted once by the
 * shell for a logged-in member; a chunk of its own. The clock is the page's (`Date.now`,
 * `setTimeout`), so a test drives it with fake timers.
 */
export default function RealityCheck() {
  const { t } = useComplianceT();
  const navigate = useNavigate();
  const { data, refetch } = useQuery(realityCheckQuery);
  const minutes = data?.minutes ?? null;
  const startedAt = data ? Date.parse(data.startedAt) : Number.NaN;
  // The moment the member last answered (or this tab opened): marks before it are not shown again.
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (minutes === null || Number.isNaN(startedAt) || shownAt !== null) return;
    const due = nextReminderAt(startedAt, minutes, answeredAt);
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const now = Date.now();
      if (now < due) {
        timer = setTimeout(wait, Math.min(due - now, RECHECK_MS));
        return;
      }
      // The net as it stands now, not as it stood at login.
      void refetch().finally(() => setShownAt(Date.now()));
    };
    wait();
    return () => clearTimeout(timer);
  }, [minutes, startedAt, answeredAt, shownAt, refetch]);

  if (shownAt === null || !data) return null;
  const { net } = data;
  const carryOn = () => {
    setAnsweredAt(Date.now());
    setShownAt(null);
  };
  const leave = async () => {
    setShownAt(null);
    await endSession();
    await navigate('/', { replace: true });
  };
  return (
    <Modal
      opened
      onClose={carryOn}
      title={t('realityCheck.title')}
      centered
      // The member answers with one of the two buttons (Escape counts as continuing).
      withCloseButton={false}
      closeOnClickOutside={false}
      data-testid="reality-check"
    >
      <Stack gap="md" data-testid="reality-check-body">
        <Text data-testid="reality-check-played">
          {t('realityCheck.played', { minutes: minutesPlayed(startedAt, shownAt) })}
        </Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('realityCheck.net')}
          </Text>
          <Text fz={24} fw={700} c={net < 0 ? 'red.7' : 'green.8'} data-testid="reality-check-net">
            {`${net > 0 ? '+' : net < 0 ? '-' : ''}฿ ${formatBaht(Math.abs(net))}`}
          </Text>
        </div>
        <Button size="lg" color="green" onClick={carryOn} data-testid="reality-check-continue" data-autofocus>
          {t('realityCheck.continue')}
        </Button>
        <Button
          size="md"
          variant="light"
          color="gray"
          onClick={() => void leave()}
          data-testid="reality-check-logout"
        >
          {t('realityCheck.logout')}
        </Button>
      </Stack>
    </Modal>
  );
}
