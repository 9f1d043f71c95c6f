import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, decideAccess, type AccessDecision, type MemberArea } from './account-status.ts';

const AREAS: MemberArea[] = ['account', 'member', 'credit', 'games', 'lotto'];

// The contract's table written out in full, so a change to decideAccess must change this too.
const EXPECTED: Record<number, AccessDecision[]> = {
  0: ['allow', 'allow', 'allow', 'allow', 'allow'],
  1: ['allow', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
  2: ['allow', 'allow', 'forbidden', 'allow', 'allow'],
  3: ['allow', 'allow', 'allow', 'forbidden', 'allow'],
  4: ['allow', 'allow', 'allow', 'allow', 'forbidden'],
  9: ['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'unauthorized'],
};

describe('decideAccess', () => {
  for (const status of ACCOUNT_STATUSES) {
    it(`follows the contract for status ${status}`, () => {
      expect(AREAS.map((area) => decideAccess(status, area))).toEqual(EXPECTED[status]);
    });
  }
});
