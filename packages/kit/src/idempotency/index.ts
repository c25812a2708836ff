export * from './idempotency-tables.js';
export * from './idempotency-store.js';
export * from './idempotency-key.js';
export * from './idempotency-context.js';
export * from './run-idempotent.js';
export * from './enable-idempotency.js';
