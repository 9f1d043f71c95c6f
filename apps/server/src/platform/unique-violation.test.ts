import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './unique-violation.ts';

describe('uniqueViolation', () => {
  it('finds the constraint of a 23505 error, also wrapped in cause', () => {
    const pgError = { code: '23505', constraint: 'members_user_name_unique' };
    expect(uniqueViolation(pgError)).toBe('members_user_name_unique');
    expect(uniqueViolation(new Error('query failed', { cause: pgError }))).toBe('members_user_name_unique');
  });

  it('is undefined for anything else', () => {
    expect(uniqueViolation({ code: '23503' })).toBeUndefined();
    expect(uniqueViolation(new Error('x'))).toBeUndefined();
    expect(uniqueViolation(null)).toBeUndefined();
  });
});
