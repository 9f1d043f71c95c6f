import { endpoint } from '@chokdee/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mountEndpoint, routeOptionsOf } from './mount-endpoint.ts';

const memberCall = endpoint({
  method: 'POST',
  path: '/api/things.create',
  auth: { member: 'credit' },
  body: z.object({ name: z.string().min(2) }),
  response: z.object({ id: z.string() }),
  status: [200, 201],
  idempotencyKey: 'optional',
  errors: ['INSUFFICIENT_BALANCE'],
  summary: 'Make a thing',
  description: 'Retries answer 200.',
  tags: ['things'],
});

const staffList = endpoint({
  method: 'GET',
  path: '/api/admin/things.list',
  auth: { staff: 'withdrawals.view' },
  query: z.object({ page: z.coerce.number().default(1) }),
  response: z.object({ page: z.number() }),
  summary: 'List things',
  tags: ['admin: things'],
});

const publicCall = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  auth: 'public',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
  summary: 'One thing',
  tags: ['things'],
});

const created = endpoint({
  method: 'POST',
  path: '/api/things.open',
  auth: 'public',
  response: z.object({ opened: z.boolean() }),
  status: 201,
  summary: 'Open a thing',
  tags: ['things'],
});

describe('routeOptionsOf', () => {
  it('puts the member area in config.member and documents the bearer scheme', () => {
    const route = routeOptionsOf(memberCall);
    expect(route).toMatchObject({ method: 'POST', url: '/api/things.create', config: { member: 'credit' } });
    expect(route.schema).toMatchObject({
      tags: ['things'],
      summary: 'Make a thing',
      description: 'Retries answer 200. Error codes: INSUFFICIENT_BALANCE.',
      security: [{ bearer: [] }],
      body: memberCall.body,
    });
    expect(Object.keys(route.schema.response as object)).toEqual(['200', '201']);
    expect(route.schema.headers).toBeDefined();
  });

  it('puts the staff access in config.staff, with no bearer scheme and no idempotency header', () => {
    const route = routeOptionsOf(staffList);
    expect(route.config).toEqual({ staff: 'withdrawals.view' });
    expect(route.schema).toMatchObject({ querystring: staffList.query });
    expect(route.schema).not.toHaveProperty('security');
    expect(route.schema).not.toHaveProperty('headers');
    expect(route.schema).not.toHaveProperty('description');
    expect(Object.keys(route.schema.response as object)).toEqual(['200']);
  });

  it('gives a public endpoint no guard config', () => {
    expect(routeOptionsOf(publicCall).config).toEqual({});
  });
});

describe('mountEndpoint', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  const build = async (): Promise<{ app: FastifyInstance; seen: unknown[] }> => {
    const built = Fastify();
    built.setValidatorCompiler(validatorCompiler);
    built.setSerializerCompiler(serializerCompiler);
    const seen: unknown[] = [];
    // What the member and staff guards read.
    built.addHook('onRequest', (request, _reply, done) => {
      seen.push(request.routeOptions.config.member ?? request.routeOptions.config.staff);
      done();
    });
    mountEndpoint(built, memberCall, (request, reply) => {
      reply.code(request.headers['idempotency-key'] === 'again' ? 200 : 201);
      return Promise.resolve({ id: request.body.name, extra: 'dropped' } as { id: string });
    });
    mountEndpoint(built, staffList, (request) => Promise.resolve({ page: request.query.page }));
    mountEndpoint(built, publicCall, (request) => Promise.resolve({ id: request.params.id }));
    mountEndpoint(built, created, () => Promise.resolve({ opened: true }));
    await built.ready();
    return { app: built, seen };
  };

  it('answers { data } with the declared status, strips undeclared fields and exposes the config', async () => {
    const built = await build();
    app = built.app;
    const created = await app.inject({ method: 'POST', url: '/api/things.create', payload: { name: 'ab' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { id: 'ab' } });
    const replayed = await app.inject({
      method: 'POST',
      url: '/api/things.create',
      headers: { 'idempotency-key': 'again' },
      payload: { name: 'ab' },
    });
    expect(replayed.statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/things.list?page=3' });
    expect(listed.json()).toEqual({ data: { page: 3 } });
    const one = await app.inject({ method: 'GET', url: '/api/things/x7' });
    expect(one.json()).toEqual({ data: { id: 'x7' } });
    expect(built.seen).toEqual(['credit', 'credit', 'withdrawals.view', undefined]);
  });

  it('starts the reply with the one declared status', async () => {
    app = (await build()).app;
    const opened = await app.inject({ method: 'POST', url: '/api/things.open', payload: {} });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toEqual({ data: { opened: true } });
  });

  it('validates the body and the idempotency key with the declared schemas', async () => {
    app = (await build()).app;
    const short = await app.inject({ method: 'POST', url: '/api/things.create', payload: { name: 'a' } });
    expect(short.statusCode).toBe(400);
    const emptyKey = await app.inject({
      method: 'POST',
      url: '/api/things.create',
      headers: { 'idempotency-key': '' },
      payload: { name: 'ab' },
    });
    expect(emptyKey.statusCode).toBe(400);
  });

  it('adds the rate limit to the guard config and runs the preHandler before the handler', async () => {
    const built = Fastify();
    built.setValidatorCompiler(validatorCompiler);
    built.setSerializerCompiler(serializerCompiler);
    const configs: unknown[] = [];
    built.addHook('onRequest', (request, _reply, done) => {
      configs.push({ ...request.routeOptions.config });
      done();
    });
    const order: string[] = [];
    const rateLimit = { max: 3, timeWindow: '1 minute' };
    mountEndpoint(
      built,
      created,
      () => {
        order.push('handler');
        return Promise.resolve({ opened: true });
      },
      {
        rateLimit,
        preHandler: () => {
          order.push('preHandler');
          return Promise.resolve();
        },
      },
    );
    app = built;
    const opened = await app.inject({ method: 'POST', url: '/api/things.open', payload: {} });
    expect(opened.statusCode).toBe(201);
    expect(configs[0]).toMatchObject({ rateLimit });
    expect(order).toEqual(['preHandler', 'handler']);
  });
});
