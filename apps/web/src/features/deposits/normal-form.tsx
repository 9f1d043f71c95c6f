import '@mantine/core/styles/Alert.css';
import {
  bangkokMinute,
  DEPOSIT_CHANNELS,
  SLIP_MAX_BYTES,
  SLIP_TYPES,
  type DepositBank,
} from '@chokdee/domain';
import { Alert, Button, FileInput, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { formatBaht } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { formatAccountNumber, useMemberBanks, useThaiBanks, withdrawalAccountOf } from '../banks/index.ts';
import { translateApiError } from '../forms/index.ts';
import { AmountInput, checkAmount } from '../wallet/index.ts';
import { useCreateNormalDeposit } from './api.ts';

/** "2026-11-23T18:30" now in Bangkok, for a datetime-local field. */

const readBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The spec's manual deposit form: where and how the member transferred, from which account, when, and a slip. */
export function NormalDepositForm({ banks, onDone }: { banks: DepositBank[]; onDone: () => void }) {
  const { t } = useTranslation();
  const thaiBanks = useThaiBanks();
  const mine = withdrawalAccountOf(useMemberBanks().data);
  const create = useCreateNormalDeposit();
  const [bankId, setBankId] = useState(banks[0]?.bankId ?? '');
  const [channel, setChannel] = useState<(typeof DEPOSIT_CHANNELS)[number]>(DEPOSIT_CHANNELS[0]);
  const [channelName, setChannelName] = useState('');
  const [fromBank, setFromBank] = useState<string | null>(null);
  const [fromNumber, setFromNumber] = useState<string | null>(null);
  const [fromName, setFromName] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [depositAt, setDepositAt] = useState(() => bangkokMinute(new Date()));
  const [slip, setSlip] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The member's withdrawal account is the usual sender: prefilled, editable.
  const bankCode = fromBank ?? mine?.bankCode ?? '';
  const accountNumber = fromNumber ?? mine?.bankAccountNumber ?? '';
  const accountName = fromName ?? mine?.bankAccountName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const next: Record<string, string> = {};
    const checked = checkAmount(amount);
    if (!checked.ok) next.amount = t('deposit.amountFormat');
    if (!bankCode) next.bankCode = t('deposit.normal.fromBankRequired');
    if (!/^\d{6,20}$/.test(accountNumber.replace(/[\s-]/g, '')))
      next.bankAccountNumber = t('deposit.normal.numberFormat');
    if (accountName.trim().length < 2) next.bankAccountName = t('deposit.normal.nameRequired');
    const slipType = SLIP_TYPES.find((type) => type === slip?.type);
    if (slip && (!slipType || slip.size > SLIP_MAX_BYTES)) next.slip = t('deposit.normal.slipRule');
    setErrors(next);
    if (Object.keys(next).length > 0 || !checked.ok) return;
    create.mutate(
      {
        bankId,
        channel,
        channelName,
        bankCode,
        bankAccountNumber: accountNumber,
        bankAccountName: accountName,
        amount: checked.baht,
        depositAt: `${depositAt}:00+07:00`,
        ...(slip && slipType ? { slip: { contentType: slipType, data: await readBase64(slip) } } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t('deposit.normal.sent', { amount: formatBaht(checked.baht) }), 4000);
          onDone();
        },
      },
    );
  };

  const serverError = create.isError ? translateApiError(t, create.error) : null;
  const field = (name: string) =>
    errors[name] ?? (isApiError(create.error) ? create.error.fields?.[name] : undefined);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="normal-deposit-form">
      <Stack gap="sm">
        <NativeSelect
          label={t('deposit.normal.toAccount')}
          value={bankId}
          onChange={(event) => setBankId(event.currentTarget.value)}
          data={banks.map((b) => ({
            value: b.bankId,
            label: `${b.bankCode} ${formatAccountNumber(b.accountNumber)} · ${b.name}`,
          }))}
          error={field('bankId')}
          data-testid="normal-bank"
        />
        <NativeSelect
          label={t('deposit.normal.channel')}
          value={channel}
          onChange={(event) =>
            setChannel(DEPOSIT_CHANNELS.find((c) => c === event.currentTarget.value) ?? DEPOSIT_CHANNELS[0])
          }
          data={DEPOSIT_CHANNELS.map((c) => ({ value: c, label: t(`deposit.channels.${c}`) }))}
          data-testid="normal-channel"
        />
        <TextInput
          label={t('deposit.normal.channelName')}
          placeholder="K PLUS, SCB EASY…"
          value={channelName}
          maxLength={50}
          onChange={(event) => setChannelName(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('deposit.normal.fromBank')}
          value={bankCode}
          onChange={(event) => setFromBank(event.currentTarget.value)}
          data={[
            { value: '', label: '—' },
            ...(thaiBanks.data ?? []).map((b) => ({ value: b.bankCode, label: b.nameTh })),
          ]}
          error={field('bankCode')}
          data-testid="normal-from-bank"
        />
        <TextInput
          label={t('deposit.normal.fromNumber')}
          inputMode="numeric"
          value={accountNumber}
          onChange={(event) => setFromNumber(event.currentTarget.value)}
          error={field('bankAccountNumber')}
          data-testid="normal-from-number"
        />
        <TextInput
          label={t('deposit.normal.fromName')}
          value={accountName}
          onChange={(event) => setFromName(event.currentTarget.value)}
          error={field('bankAccountName')}
          data-testid="normal-from-name"
        />
        <AmountInput
          data-testid="normal-amount"
          label={t('deposit.amount')}
          placeholder="0.00"
          value={amount}
          onValueChange={setAmount}
          error={field('amount')}
        />
        <TextInput
          type="datetime-local"
          label={t('deposit.normal.depositAt')}
          value={depositAt}
          onChange={(event) => setDepositAt(event.currentTarget.value)}
          error={field('depositAt')}
          data-testid="normal-deposit-at"
        />
        <FileInput
          label={t('deposit.normal.slip')}
          description={t('deposit.normal.slipRule')}
          accept={SLIP_TYPES.join(',')}
          clearable
          value={slip}
          onChange={setSlip}
          error={field('slip')}
          data-testid="normal-slip"
        />
        {serverError ? (
          <Alert color="red" data-testid="deposit-error">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" color="green" loading={create.isPending} data-testid="normal-submit">
          {t('deposit.normal.submit')}
        </Button>
      </Stack>
    </form>
  );
}
