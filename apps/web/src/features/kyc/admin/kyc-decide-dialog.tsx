import type { AdminKycCheck } from '@chokdee/domain';
import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DecideAction,
  DecideDialog,
  RejectAction,
  useDecided,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { kycImageUrl, useKycActions } from './kyc-api.ts';

/** The two pictures beside the member's profile name; approve, or reject with a reason the member reads. */
export function KycDecideDialog({ row, onClose }: { row: AdminKycCheck; onClose: () => void }) {
  const { t } = useAdminT();
  const actions = useKycActions();
  const decided = useDecided(onClose);
  return (
    <DecideDialog
      title={t('kyc.decideTitle', { id: row.id })}
      testId="kyc"
      onClose={onClose}
      errors={[actions.approve.error, actions.reject.error]}
      summary={
        <Stack gap="xs">
          <Text>
            <b>{row.userName}</b> · {t('kyc.profileName')}: {row.name ?? '—'} ·{' '}
            {formatTimestamp(row.submittedAt)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['document', 'selfie'] as const).map((which) => (
              <Stack key={which} gap={4}>
                <Text size="sm" fw={700}>
                  {t(`kyc.${which}`)}
                </Text>
                <Anchor href={kycImageUrl(row.id, which)} target="_blank" rel="noreferrer">
                  <Image
                    src={kycImageUrl(row.id, which)}
                    alt={t(`kyc.${which}`)}
                    mah={260}
                    fit="contain"
                    radius="sm"
                    bg="gray.1"
                    data-testid={`kyc-image-${which}`}
                  />
                </Anchor>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      }
    >
      {row.status === 'PENDING' && (
        <>
          <DecideAction
            hint={t('kyc.approveHint')}
            buttonLabel={t('kyc.approve')}
            buttonTestId="kyc-approve"
            pending={actions.approve.isPending}
            onSubmit={() => actions.approve.mutate({ id: row.id }, { onSuccess: decided(t('kyc.approved')) })}
          />
          <RejectAction
            label={t('kyc.reason')}
            inputTestId="kyc-reason"
            buttonLabel={t('kyc.reject')}
            buttonTestId="kyc-reject"
            pending={actions.reject.isPending}
            onSubmit={(reason) =>
              actions.reject.mutate({ id: row.id, reason }, { onSuccess: decided(t('kyc.rejected')) })
            }
          />
        </>
      )}
    </DecideDialog>
  );
}
