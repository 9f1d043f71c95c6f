import '@mantine/core/styles/Alert.css';
import { memberNameSchema, normalizeAccountNumber } from '@chokdee/domain';
import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddBank, useMemberBanks, useSaveHolderName, useThaiBanks } from '../features/banks/api.ts';
import { translateMessage } from '../features/forms/messages.ts';
import { userInfoQuery } from '../features/profile/user-info.ts';
import { translateApiError } from '../lib/api-messages.ts';
import { notifySuccess } from '../lib/notify.ts';

/**
 * `/bank/add`: choose a bank (Thai names), type the number, see the holder name; refusals worded by
 * their code. A member without a profile name types it here (the holder name must match the bank
 * account): it is saved to the profile just before the account is added, no detour to the profile.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const banks = useThaiBanks();
  const mine = useMemberBanks();
  const info = useQuery(userInfoQuery);
  const add = useAddBank();
  const saveName = useSaveHolderName();
  const [bankCode, setBankCode] = useState('');
  const [typedName, setTypedName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const bank = banks.data?.find((b) => b.bankCode === bankCode);
  const savedName = info.data?.name?.trim() ?? '';
  // Asked only once the profile is known to have no name (never flashes while it loads).
  const asksName = !!info.data && savedName === '';
  const name = asksName ? typedName.trim() : savedName;
  const isThai = i18n.language === 'th';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || saveName.isPending) return;
    const checkedName = asksName ? memberNameSchema.safeParse(typedName) : null;
    if (checkedName && !checkedName.success)
      return setNameError(checkedName.error.issues[0]?.message ?? null);
    if (!bank) return setLocalError(t('bank.add.chooseBank'));
    const digits = normalizeAccountNumber(number);
    if (!/^\d+$/.test(digits) || !bank.accountNumberLengths.includes(digits.length))
      return setLocalError(t('bank.add.lengthHint', { lengths: bank.accountNumberLengths.join(' / ') }));
    setLocalError(null);
    const addAccount = () =>
      add.mutate(
        { bankCode: bank.bankCode, bankAccountNumber: digits },
        {
          onSuccess: () => {
            notifySuccess(t('bank.add.added'), 3000);
            void navigate('/bank/status');
          },
        },
      );
    if (checkedName?.success) saveName.mutate(checkedName.data, { onSuccess: addAccount });
    else addAccount();
  };

  // Spec §8: the add-bank failure shows the server's message, worded by its code in the member's language.
  const failed = saveName.error ?? add.error;
  const serverError = failed ? translateApiError(t, failed) : null;
  const full = (mine.data?.length ?? 0) >= 3;

  return (
    <Stack data-testid="bank-add-page" gap="md" py="md" maw={560} mx="auto">
      <Title order={1} fz={26}>
        {t('bank.add.title')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <form noValidate onSubmit={submit} data-testid="bank-add-form">
          <Stack gap="md">
            <NativeSelect
              size="lg"
              label={t('bank.add.bank')}
              data-testid="bank-add-bank"
              value={bankCode}
              onChange={(event) => {
                setBankCode(event.currentTarget.value);
                setLocalError(null);
              }}
              data={[
                { value: '', label: t('bank.add.chooseBank') },
                ...(banks.data ?? []).map((b) => ({
                  value: b.bankCode,
                  label: `${isThai ? b.nameTh : b.nameEn} (${b.bankCode})`,
                })),
              ]}
            />
            <TextInput
              size="lg"
              label={t('bank.add.number')}
              description={
                bank
                  ? t('bank.add.lengthHint', { lengths: bank.accountNumberLengths.join(' / ') })
                  : undefined
              }
              data-testid="bank-add-number"
              inputMode="numeric"
              autoComplete="off"
              value={number}
              onChange={(event) => {
                setNumber(event.currentTarget.value.replace(/[^\d\s-]/g, ''));
                setLocalError(null);
              }}
              error={localError ?? undefined}
            />
            {asksName ? (
              <TextInput
                size="lg"
                label={t('bank.add.holder')}
                description={t('bank.add.nameHint')}
                data-testid="bank-add-name"
                autoComplete="name"
                value={typedName}
                onChange={(event) => {
                  setTypedName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={translateMessage(t, nameError)}
              />
            ) : (
              <div>
                <Text size="sm" c="dimmed">
                  {t('bank.add.holder')}
                </Text>
                <Text fw={600} data-testid="bank-add-holder">
                  {name || '-'}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bank.add.holderNote')}
                </Text>
              </div>
            )}
            {serverError ? (
              <Alert color="red" data-testid="bank-add-error">
                {serverError}
              </Alert>
            ) : null}
            {full ? <Alert color="yellow">{t('bank.add.full')}</Alert> : null}
            <Button
              type="submit"
              size="lg"
              color="green"
              loading={add.isPending || saveName.isPending}
              disabled={!info.data || full}
              data-testid="bank-add-submit"
            >
              {t('bank.add.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
