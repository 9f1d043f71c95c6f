import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddOutcome } from '../slip-builder.ts';

/** What the last add did: lines added, already present, closed numbers left out. */
export function AddFeedback({ outcome }: { outcome: AddOutcome | null }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const parts = [
    outcome.added > 0 ? t('lotto.slip.added', { count: outcome.added }) : t('lotto.slip.nothingAdded'),
    outcome.duplicate > 0 ? t('lotto.slip.duplicate', { count: outcome.duplicate }) : null,
    outcome.closed.length > 0 ? t('lotto.slip.closedNumbers', { numbers: outcome.closed.join(', ') }) : null,
  ].filter(Boolean);
  return (
    <Text
      size="sm"
      ta="center"
      c={outcome.added > 0 ? 'green.8' : 'orange.8'}
      data-testid="add-feedback"
      aria-live="polite"
    >
      {parts.join(' · ')}
    </Text>
  );
}
