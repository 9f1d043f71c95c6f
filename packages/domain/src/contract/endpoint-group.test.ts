import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointGroup } from './endpoint-group.ts';

describe('endpointGroup', () => {
  const { list, remove } = endpointGroup(
    { auth: { member: 'lotto' }, tags: ['things'] },
    {
      list: { method: 'GET', path: '/api/things', response: z.array(z.string()), summary: 'Things' },
      remove: {
        method: 'POST',
        path: '/api/things.delete',
        auth: { staff: 'members.view' },
        response: z.object({}),
        summary: 'Remove a thing',
      },
    },
  );

  it("gives each endpoint the group's tags and auth", () => {
    expect(list).toMatchObject({
      method: 'GET',
      path: '/api/things',
      auth: { member: 'lotto' },
      tags: ['things'],
    });
  });

  it('lets an endpoint keep an auth of its own', () => {
    expect(remove).toMatchObject({ auth: { staff: 'members.view' }, tags: ['things'] });
  });
});
