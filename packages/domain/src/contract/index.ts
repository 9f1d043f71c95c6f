export * from './endpoint.ts';
export * from './idempotency-headers.ts';
export * from './staff-decisions.ts';
