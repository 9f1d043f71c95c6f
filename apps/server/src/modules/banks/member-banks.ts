import { MAX_MEMBER_BANK_ACCOUNTS, type AddBankRequest, type MemberBankAnswer } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { bkk } from '../../platform/bangkok-time.ts';

interface MemberBankRow {
  id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  is_withdrawal: boolean;
  verified: boolean;
  created_at: string;
}

const toAnswer = (row: MemberBankRow): MemberBankAnswer => ({
  id: row.id,
  bankCode: row.bank_code,
  bankAccountNumber: row.account_number,
  bankAccountName: row.account_name,
  isWithdrawal: row.is_withdrawal,
  verified: row.verified,
  createdAt: row.created_at,
});

const selectBanks = (memberId: bigint) => sql`
  select id::text, bank_code, account_number, account_name, is_withdrawal, name_verified_at is not null as verified,
    ${bkk('created_at')} as created_at
  from member_banks where member_id = ${memberId.toString()}::bigint order by id`;

/** GET /api/users-banks: the member's accounts, oldest first (the first added is the withdrawal account). */
export const listMemberBanks = async (db: Database, memberId: bigint): Promise<MemberBankAnswer[]> =>
  rowsOf<MemberBankRow>(await db.execute(selectBanks(memberId))).map(toAnswer);

export const NO_PROFILE_NAME_MESSAGE = 'Please add your name in your profile before adding a bank account';
export const TOO_MANY_BANKS_MESSAGE = `You can add at most ${MAX_MEMBER_BANK_ACCOUNTS} bank accounts`;
export const ACCOUNT_TAKEN_MESSAGE = 'This bank account number is already used by another member';
export const ACCOUNT_ALREADY_YOURS_MESSAGE = 'You have already added this bank account';

/**
 * POST /api/users-banks.create. The holder name is the member's profile name (no bank lookup
 * service), unverified until staff check it. One transaction under the member row's lock, so two
 * adds at once cannot both become the withdrawal account or pass the count.
 */
export const addMemberBank = async (
  db: Database,
  memberId: bigint,
  input: AddBankRequest,
): Promise<MemberBankAnswer[]> =>
  db.transaction(async (tx) => {
    const id = memberId.toString();
    const [member] = rowsOf<{ name: string | null; banks: number }>(
      await tx.execute(sql`
        select name, (select count(*)::int from member_banks where member_id = ${id}::bigint) as banks
        from members where id = ${id}::bigint for no key update`),
    );
    const name = member?.name?.trim() ?? '';
    if (name.length === 0) throw appError('BANK_NO_PROFILE_NAME', undefined, { field: 'bankAccountName' });
    const count = Number(member?.banks ?? 0);
    if (count >= MAX_MEMBER_BANK_ACCOUNTS)
      throw appError('BANK_ACCOUNTS_FULL', { max: MAX_MEMBER_BANK_ACCOUNTS });
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into member_banks (member_id, bank_code, account_number, account_name, is_withdrawal)
        values (${id}::bigint, ${input.bankCode}, ${input.bankAccountNumber}, ${name}, ${count === 0})
        on conflict (bank_code, account_number) do nothing
        returning id::text`),
    );
    if (inserted.length === 0) {
      const [owner] = rowsOf<{ member_id: string }>(
        await tx.execute(
          sql`select member_id::text from member_banks where bank_code = ${input.bankCode} and account_number = ${input.bankAccountNumber}`,
        ),
      );
      const code = owner?.member_id === id ? 'BANK_ACCOUNT_ALREADY_YOURS' : 'BANK_ACCOUNT_TAKEN';
      throw appError(code, undefined, { field: 'bankAccountNumber' });
    }
    return rowsOf<MemberBankRow>(await tx.execute(selectBanks(memberId))).map(toAnswer);
  });
