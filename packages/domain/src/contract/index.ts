export * from './endpoint.ts';
export * from './idempotency-headers.ts';
export * from './staff-actions.ts';
export * from './endpoint-group.ts';
