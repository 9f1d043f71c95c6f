import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { addBankRequest, memberBankAnswer, thaiBankAnswer } from './thai-banks.ts';

const tags = ['banks'];

export const banksEndpoint = endpoint({
  method: 'GET',
  path: '/api/banks',
  auth: 'public',
  response: z.array(thaiBankAnswer),
  summary: 'Thai banks: code, Thai and English names, account number length(s)',
  tags,
});

export const usersBanksEndpoint = endpoint({
  method: 'GET',
  path: '/api/users-banks',
  auth: { member: 'credit' },
  response: z.array(memberBankAnswer),
  summary: "The member's bank accounts, oldest first",
  tags,
});

export const usersBanksCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/users-banks.create',
  auth: { member: 'credit' },
  body: addBankRequest,
  response: z.array(memberBankAnswer),
  status: 201,
  errors: ['BANK_NO_PROFILE_NAME', 'BANK_ACCOUNTS_FULL', 'BANK_ACCOUNT_TAKEN', 'BANK_ACCOUNT_ALREADY_YOURS'],
  summary:
    'Add a bank account (holder name = profile name, unverified); the first becomes the withdrawal account',
  description:
    "Digits only (spaces and dashes dropped), the bank's length. At most 3 accounts. A number another member holds: 409. No profile name: 400. Answers all the member's accounts.",
  tags,
});
