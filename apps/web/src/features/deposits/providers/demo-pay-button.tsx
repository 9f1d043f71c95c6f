import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDepositSimulator, useSimulatePayment } from '../api.ts';
import { providerKeys } from './api.ts';

/** Demo mode only: the server sends itself the signed TrueMoney/crypto hook that pays this request. */
export function DemoPayButton({ depositId, label }: { depositId: string; label: string }) {
  const simulator = useDepositSimulator();
  const simulate = useSimulatePayment();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  if (!simulator.data) return null;
  return (
    <Button
      variant="outline"
      color="orange"
      loading={simulate.isPending}
      data-testid="deposit-simulate"
      onClick={() =>
        simulate.mutate(depositId, {
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: providerKeys.crypto });
          },
        })
      }
    >
      {label || t('deposit.simulate')}
    </Button>
  );
}
