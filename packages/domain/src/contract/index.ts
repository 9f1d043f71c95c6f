export * from './endpoint.ts';
export * from './idempotency-headers.ts';
