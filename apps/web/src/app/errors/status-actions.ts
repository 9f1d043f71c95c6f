import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StatusAction } from '../../components/ui/status-screen.tsx';

const reload = () => window.location.reload();

/** The status screens' usual buttons (home `/`, refresh, back), labelled in the current language. */
export function useStatusActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    home: { label: t('actions.home'), onClick: () => void navigate('/') },
    refresh: { label: t('actions.refresh'), onClick: reload },
    back: { label: t('actions.back'), onClick: () => void navigate(-1) },
  } satisfies Record<string, StatusAction>;
}
