import { STAFF_ROLES as DOMAIN_ROLES } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../db/schema/staff.ts';

describe('staff roles', () => {
  it('the table check constraint and the domain matrix name the same roles', () => {
    expect([...STAFF_ROLES]).toEqual([...DOMAIN_ROLES]);
  });
});
