import {
  depositBanksEndpoint,
  depositsFastEndpoint,
  depositsNormalEndpoint,
  depositsOneEndpoint,
  depositsQrcodeEndpoint,
  depositsQrcodesEndpoint,
  transactionsBankEndpoint,
  type DepositResponse,
  type DepositStatus,
  type EndpointInput,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, memberKind, sendApi } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { USER_INFO_KEY } from '../profile/index.ts';
import { createSubmissionKeys, outcomeOf, type SubmissionKeys } from '../../lib/idempotency.ts';
import { walletKeys } from '../wallet/index.ts';

export const depositKeys = {
  banks: ['wallet', 'deposit-banks'] as const,
  one: (id: string) => ['wallet', 'deposit', id] as const,
  list: (type: 'depositFast' | 'depositNormal') => ['wallet', 'deposits', type] as const,
  qrcodes: ['wallet', 'deposits', 'qrcodes'] as const,
  simulator: ['dev', 'deposit-simulator'] as const,
};

/** `GET /api/deposit-banks`: the site's active receiving accounts. */
export const useDepositBanks = () =>
  useQuery({
    queryKey: depositKeys.banks,
    queryFn: () => callApi(depositBanksEndpoint),
    staleTime: 60_000,
  });

/** The member's fast/QR or normal deposits (`POST /api/transactions.bank`), newest first. */
export const useMyDeposits = (type: 'depositFast' | 'depositNormal') =>
  useQuery({
    queryKey: depositKeys.list(type),
    // The deposit types answer deposits only.
    queryFn: async () => (await callApi(transactionsBankEndpoint, { type })) as DepositResponse[],
    staleTime: 5_000,
  });

/** `GET /api/deposits.qrcodes`: the member's PromptPay QR requests. */
export const useQrDeposits = () =>
  useQuery({
    queryKey: depositKeys.qrcodes,
    queryFn: () => callApi(depositsQrcodesEndpoint),
    staleTime: 5_000,
  });

/** How often an open request is asked for its status (the header balance is live anyway). */
export const POLL_MS = 3_000;

/**
 * `GET /api/deposits.one`: polled while PENDING, so the page turns to "credited" by itself; when
 * it does, every wallet query refetches (lists, statement).
 */
export function useDeposit(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: depositKeys.one(id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const deposit = await callApi(depositsOneEndpoint, { id: id ?? '' });
      if (deposit.status !== 'PENDING') {
        void queryClient.invalidateQueries({ queryKey: depositKeys.list('depositFast') });
        void queryClient.invalidateQueries({ queryKey: depositKeys.qrcodes });
        void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      }
      return deposit;
    },
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_MS : false),
  });
}

/** `POST /api/deposits.fast` / `deposits.qrcode`: the new open request. */
export function useOpenRequest(method: 'fast' | 'qrcode') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      callApi(method === 'fast' ? depositsFastEndpoint : depositsQrcodeEndpoint, { amount }).then(
        (answer) => answer.id,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** `POST /api/deposits.normal` with one Idempotency-Key per submission (a double tap reports once). */
export function useCreateNormalDeposit(keys?: SubmissionKeys) {
  const queryClient = useQueryClient();
  const [submissions] = useState<SubmissionKeys>(() => keys ?? createSubmissionKeys());
  return useMutation({
    mutationFn: (input: EndpointInput<typeof depositsNormalEndpoint>) =>
      callApi(depositsNormalEndpoint, input, {
        idempotencyKey: submissions.keyFor(`normal:${input.bankId}:${input.amount}:${input.depositAt}`),
      }),
    onSuccess: async () => {
      submissions.settle('settled');
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => submissions.settle(outcomeOf(error)),
  });
}

/** The demo's deposit simulator: a dev route, outside the contract, so it has no declaration. */
const DEPOSIT_SIMULATOR = '/api/dev/deposits.simulate';

/** Demo mode only: whether the server offers the deposit simulator (404 elsewhere). */
export const useDepositSimulator = () =>
  useQuery({
    queryKey: depositKeys.simulator,
    queryFn: () =>
      sendApi(memberKind, DEPOSIT_SIMULATOR, DEPOSIT_SIMULATOR, { method: 'GET' }).then(
        () => true,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return false;
          throw error;
        },
      ),
    staleTime: Infinity,
    retry: false,
  });

/** Demo mode only: the server sends itself the signed statement line that pays this request. */
export function useSimulatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendApi(memberKind, DEPOSIT_SIMULATOR, DEPOSIT_SIMULATOR, { method: 'POST', body: { id } }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: depositKeys.one(id) }),
  });
}

/** Badge colours per status (same palette as withdrawals). */
export const DEPOSIT_STATUS_COLORS: Record<DepositStatus, string> = {
  PENDING: 'yellow',
  SUCCESS: 'green',
  EXPIRED: 'gray',
  REJECTED: 'red',
};

/** The open fast/QR request among the member's latest, if any. */
export const openRequestOf = (
  deposits: DepositResponse[] | undefined,
  method: 'FAST' | 'QRCODE',
): DepositResponse | undefined =>
  deposits?.find(
    (d) =>
      d.method === method &&
      d.status === 'PENDING' &&
      d.expiresAt !== null &&
      new Date(d.expiresAt).getTime() > Date.now(),
  );
