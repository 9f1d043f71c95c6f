import { permissionsOf } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions.tsx';

describe('permissions', () => {
  it('checks single permissions', () => {
    expect(hasPermission(permissionsOf('Staff'), 'members.status')).toBe(false);
    expect(hasPermission(permissionsOf('Administrator'), 'members.status')).toBe(true);
    expect(hasPermission(undefined, 'members.view')).toBe(false);
  });
});
