import {
  banksEndpoint,
  usersBanksCreateEndpoint,
  usersBanksEndpoint,
  usersInfosUpdateEndpoint,
  type EndpointInput,
  type MemberBankAnswer,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { USER_INFO_KEY } from '../profile/index.ts';

export const bankKeys = {
  banks: ['banks'] as const,
  mine: ['wallet', 'users-banks'] as const,
};

/** `GET /api/banks` (public, never changes while the app runs). */
export const useThaiBanks = () =>
  useQuery({
    queryKey: bankKeys.banks,
    queryFn: () => callApi(banksEndpoint),
    staleTime: Infinity,
  });

/** `GET /api/users-banks`: the member's accounts, the withdrawal account among them. */
export const useMemberBanks = () =>
  useQuery({
    queryKey: bankKeys.mine,
    queryFn: () => callApi(usersBanksEndpoint),
    staleTime: 10_000,
  });

/** `POST /api/users-banks.create`; the answer is the member's whole list. */
export function useAddBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof usersBanksCreateEndpoint>) =>
      callApi(usersBanksCreateEndpoint, body),
    onSuccess: (banks) => queryClient.setQueryData(bankKeys.mine, banks),
  });
}

/**
 * The add-bank step's name (a member who has none yet): saved to the profile
 * (`POST /api/users-infos.update`), which the account's holder name is taken from.
 */
export function useSaveHolderName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(usersInfosUpdateEndpoint, { name }),
    onSuccess: (info) => queryClient.setQueryData(USER_INFO_KEY, info),
  });
}

/** The member's withdrawal account, if any. */
export const withdrawalAccountOf = (
  banks: readonly MemberBankAnswer[] | undefined,
): MemberBankAnswer | undefined => banks?.find((bank) => bank.isWithdrawal);

/** "123-4-56789-0" for a 10-digit number (the way Thai banks print it); other lengths as they are. */
export const formatAccountNumber = (number: string): string =>
  number.length === 10
    ? `${number.slice(0, 3)}-${number.slice(3, 4)}-${number.slice(4, 9)}-${number.slice(9)}`
    : number;
