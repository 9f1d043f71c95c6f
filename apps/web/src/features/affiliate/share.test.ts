import { describe, expect, it } from 'vitest';
import { lineShareUrl } from './share.ts';

describe('lineShareUrl', () => {
  it("puts the member's link, encoded, in LINE's share page", () => {
    expect(lineShareUrl('https://chokdee.example/register/ab12?x=1&y=2')).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fchokdee.example%2Fregister%2Fab12%3Fx%3D1%26y%3D2',
    );
  });
});
