import type {
  AdminDeposit,
  AdminDepositBank,
  AdminDepositBankRequest,
  AdminDepositsResult,
  AdminStatementLine,
  AdminStatementLinesResult,
  DepositStatus,
} from '@chokdee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

export const DEPOSIT_COLORS: Record<DepositStatus, string> = {
  PENDING: 'yellow',
  SUCCESS: 'green',
  EXPIRED: 'gray',
  REJECTED: 'red',
};

export const DEPOSITS_KEY = [ADMIN_KEY, 'deposits'] as const;

type Query = Record<string, string | number | undefined>;

export const fetchDeposits = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminDepositsResult>('deposits.list', query, signal);

export const fetchStatementLines = (query: Query, signal?: AbortSignal) =>
  adminApi.get<AdminStatementLinesResult>('statement-lines.list', query, signal);

export const fetchDepositBanks = (signal?: AbortSignal) =>
  adminApi.get<AdminDepositBank[]>('deposit-banks.list', undefined, signal);

/** The slip image URL (the staff cookie authenticates the <img>/link request). */
export const slipUrl = (id: string): string => `/api/admin/deposits.slip?id=${encodeURIComponent(id)}`;

/** Every deposit action; a success refetches all deposit queues (a match changes two of them). */
export function useDepositActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY });
  return {
    approve: useMutation({
      mutationFn: (body: { id: string }) => adminApi.post<AdminDeposit>('deposits.approve', body),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (body: { id: string; reason: string }) =>
        adminApi.post<AdminDeposit>('deposits.reject', body),
      onSuccess: refresh,
    }),
    match: useMutation({
      mutationFn: (body: { lineId: string; depositId: string } | { lineId: string; memberUuid: string }) =>
        adminApi.post<AdminStatementLine>('statement-lines.match', body),
      onSuccess: refresh,
    }),
    dismiss: useMutation({
      mutationFn: (body: { lineId: string; note: string }) =>
        adminApi.post<AdminStatementLine>('statement-lines.dismiss', body),
      onSuccess: refresh,
    }),
    saveBank: useMutation({
      mutationFn: (body: AdminDepositBankRequest & { bankId?: string }) =>
        adminApi.post<AdminDepositBank>(body.bankId ? 'deposit-banks.update' : 'deposit-banks.create', body),
      onSuccess: refresh,
    }),
  };
}
