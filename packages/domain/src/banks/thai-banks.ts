import { z } from 'zod';

/**
 * The Thai banks a member can withdraw to (GET /api/banks). `botCode` is the Bank of Thailand
 * institution code; `accountNumberLengths` are the digit counts a member's account number may
 * have at that bank (docs/api.md notes the lengths that vary between sources).
 */
export interface ThaiBank {
  bankCode: string;
  botCode: string;
  nameTh: string;
  nameEn: string;
  accountNumberLengths: readonly number[];
}

export const THAI_BANKS = [
  {
    bankCode: 'KBANK',
    botCode: '004',
    nameTh: 'ธนาคารกสิกรไทย',
    nameEn: 'Kasikornbank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'SCB',
    botCode: '014',
    nameTh: 'ธนาคารไทยพาณิชย์',
    nameEn: 'Siam Commercial Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'BBL',
    botCode: '002',
    nameTh: 'ธนาคารกรุงเทพ',
    nameEn: 'Bangkok Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'KTB',
    botCode: '006',
    nameTh: 'ธนาคารกรุงไทย',
    nameEn: 'Krungthai Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'BAY',
    botCode: '025',
    nameTh: 'ธนาคารกรุงศรีอยุธยา',
    nameEn: 'Bank of Ayudhya (Krungsri)',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'TTB',
    botCode: '011',
    nameTh: 'ธนาคารทหารไทยธนชาต',
    nameEn: 'TMBThanachart Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'GSB',
    botCode: '030',
    nameTh: 'ธนาคารออมสิน',
    nameEn: 'Government Savings Bank',
    accountNumberLengths: [12],
  },
  {
    bankCode: 'BAAC',
    botCode: '034',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    accountNumberLengths: [12],
  },
  {
    bankCode: 'KKP',
    botCode: '069',
    nameTh: 'ธนาคารเกียรตินาคินภัทร',
    nameEn: 'Kiatnakin Phatra Bank',
    accountNumberLengths: [10, 14],
  },
  {
    bankCode: 'CIMBT',
    botCode: '022',
    nameTh: 'ธนาคารซีไอเอ็มบี ไทย',
    nameEn: 'CIMB Thai Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'UOBT',
    botCode: '024',
    nameTh: 'ธนาคารยูโอบี',
    nameEn: 'United Overseas Bank (Thai)',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'LHBANK',
    botCode: '073',
    nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nameEn: 'Land and Houses Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'TISCO',
    botCode: '067',
    nameTh: 'ธนาคารทิสโก้',
    nameEn: 'TISCO Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'GHB',
    botCode: '033',
    nameTh: 'ธนาคารอาคารสงเคราะห์',
    nameEn: 'Government Housing Bank',
    accountNumberLengths: [12],
  },
  {
    bankCode: 'ICBCT',
    botCode: '070',
    nameTh: 'ธนาคารไอซีบีซี (ไทย)',
    nameEn: 'ICBC (Thai)',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'TCRB',
    botCode: '071',
    nameTh: 'ธนาคารไทยเครดิต',
    nameEn: 'Thai Credit Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'ISBT',
    botCode: '066',
    nameTh: 'ธนาคารอิสลามแห่งประเทศไทย',
    nameEn: 'Islamic Bank of Thailand',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'SME',
    botCode: '098',
    nameTh: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
    nameEn: 'SME Development Bank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'CITI',
    botCode: '017',
    nameTh: 'ธนาคารซิตี้แบงก์',
    nameEn: 'Citibank',
    accountNumberLengths: [10],
  },
  {
    bankCode: 'SCBT',
    botCode: '020',
    nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    nameEn: 'Standard Chartered Bank (Thai)',
    accountNumberLengths: [11],
  },
  {
    bankCode: 'HSBC',
    botCode: '031',
    nameTh: 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น',
    nameEn: 'HSBC',
    accountNumberLengths: [12],
  },
] as const satisfies readonly ThaiBank[];

export type ThaiBankCode = (typeof THAI_BANKS)[number]['bankCode'];

export const findThaiBank = (bankCode: string): ThaiBank | undefined =>
  THAI_BANKS.find((bank) => bank.bankCode === bankCode);

/** A member may keep this many bank accounts; the first one added is the withdrawal account. */
export const MAX_MEMBER_BANK_ACCOUNTS = 3;

export const BANK_CODE_MESSAGE = 'Please choose a bank';
export const ACCOUNT_NUMBER_DIGITS_MESSAGE = 'Bank account number must contain digits only';

/** "10 digits" / "10 or 14 digits". */
export const accountLengthText = (lengths: readonly number[]): string => `${lengths.join(' or ')} digits`;

/** Spaces and dashes members type (123-4-56789-0) are dropped; anything else must be digits. */
export const normalizeAccountNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** POST /api/users-banks.create: the bank must be known and the number fit it. */
export const addBankRequest = z
  .object({
    bankCode: z
      .string({ error: BANK_CODE_MESSAGE })
      .trim()
      .toUpperCase()
      .refine((code) => findThaiBank(code) !== undefined, BANK_CODE_MESSAGE),
    bankAccountNumber: z
      .string({ error: ACCOUNT_NUMBER_DIGITS_MESSAGE })
      .transform(normalizeAccountNumber)
      .refine((value) => /^\d+$/.test(value), ACCOUNT_NUMBER_DIGITS_MESSAGE),
  })
  .superRefine((body, ctx) => {
    const bank = findThaiBank(body.bankCode);
    if (!bank || !/^\d+$/.test(body.bankAccountNumber)) return;
    if (!bank.accountNumberLengths.includes(body.bankAccountNumber.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankAccountNumber'],
        message: `A ${bank.nameEn} account number has ${accountLengthText(bank.accountNumberLengths)}`,
      });
    }
  });
export type AddBankRequest = z.infer<typeof addBankRequest>;

/** One bank of GET /api/banks. */
export const thaiBankAnswer = z.object({
  bankCode: z.string(),
  botCode: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  accountNumberLengths: z.array(z.number()),
});

/** One account of GET /api/users-banks (contract fields first, then this project's additions). */
export const memberBankAnswer = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  /** The account withdrawals are paid to (exactly one per member). */
  isWithdrawal: z.boolean(),
  /** Staff checked the holder's name against the bank. */
  verified: z.boolean(),
  createdAt: z.string(),
});
export type MemberBankAnswer = z.infer<typeof memberBankAnswer>;
