import { describe, expect, it } from 'vitest';
import { stripServerOnlyDeclarations } from './client-endpoints.ts';

const strip = (code: string) => stripServerOnlyDeclarations(code, '/repo/packages/domain/src/x-endpoints.ts');

describe('stripServerOnlyDeclarations', () => {
  it('keeps what callApi reads of an endpoint and drops its schemas and OpenAPI text', () => {
    const code = [
      '// ไทย — non-ASCII text before the declarations must not shift the edits',
      'export const cashsEndpoint = endpoint({',
      "  method: 'POST',",
      "  path: '/api/af-cashs.move',",
      "  auth: { member: 'credit' },",
      '  body: moveRequest,',
      '  response: z.object({ money: bahtAnswer }),',
      "  idempotencyKey: 'optional',",
      "  errors: ['INSUFFICIENT_BALANCE'],",
      "  summary: 'Move → cash',",
      "  description: 'ย้ายเงิน',",
      '  tags,',
      '});',
    ].join('\n');
    expect(strip(code)).toContain(
      "endpoint({ method: 'POST', path: '/api/af-cashs.move', auth: { member: 'credit' }, idempotencyKey: 'optional' })",
    );
    expect(strip(code)).not.toMatch(/moveRequest|z\.object|summary|tags/);
  });

  it('prunes the shared part and each member of an endpoint group', () => {
    const code = [
      'export const { search: a, one: b } = endpointGroup(',
      "  { tags: ['admin: members'], auth: { staff: 'members.view' } },",
      '  {',
      "    search: { method: 'GET', path: '/api/admin/members.search', query: q, response: r },",
      "    one: { method: 'GET', path: '/api/admin/members.one', response: r, summary: 's' },",
      '  },',
      ');',
    ].join('\n');
    const stripped = strip(code);
    expect(stripped).toContain("{ auth: { staff: 'members.view' } }");
    expect(stripped).toContain("search: { method: 'GET', path: '/api/admin/members.search' }");
    expect(stripped).toContain("one: { method: 'GET', path: '/api/admin/members.one' }");
  });

  it('prunes a module-level object spread into a declaration', () => {
    const code = [
      "const shared = { path: '/api/agents-supports', auth: 'public', query: q, response: r } as const;",
      "export const getEndpoint = endpoint({ method: 'GET', ...shared });",
    ].join('\n');
    expect(strip(code)).toContain(
      "const shared = { path: '/api/agents-supports', auth: 'public' } as const;",
    );
  });

  it('keeps only the status of each failure a feature defines', () => {
    const code = [
      'export const LOTTO_ERRORS = defineErrors({',
      "  ROUND_CLOSED: { status: 409, message: 'This round is closed' },",
      '  RATE_CHANGED: { status: 409, message: (p: { n: number }) => `${p.n} rates changed` },',
      '});',
    ].join('\n');
    const stripped = strip(code);
    expect(stripped).toContain('ROUND_CLOSED: { status: 409 }');
    expect(stripped).toContain('RATE_CHANGED: { status: 409 }');
    expect(stripped).not.toMatch(/message|closed|rates changed/);
  });

  it('marks the calls of module-level initializers pure, not the calls inside functions', () => {
    const code = [
      'export const answer = z.object({ id: z.string().min(1) });',
      'export const limits = { max: wholeNumber(z.number()) };',
      'export const parse = (value: unknown) => answer.parse(value);',
      'register(answer);',
    ].join('\n');
    const stripped = strip(code);
    expect(stripped).toContain(
      'export const answer = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().min(1) });',
    );
    expect(stripped).toContain(
      'export const limits = { max: /* @__PURE__ */ wholeNumber(/* @__PURE__ */ z.number()) };',
    );
    expect(stripped).toContain('=> answer.parse(value);');
    expect(stripped).toContain('\nregister(answer);');
  });

  it('leaves a module without declarations or initializer calls as it is', () => {
    const code = 'export const LIMIT = 5;\nexport const isLimit = (n: number) => n === LIMIT;\n';
    expect(strip(code)).toBe(code);
  });
});
