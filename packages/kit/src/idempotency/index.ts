export * from './idempotency-tables.js';
export * from './idempotency-store.js';
export * from '../http/idempotency-key.js';
export * from './idempotency-context.js';
export * from '../http/run-idempotent.js';
export * from './enable-idempotency.js';
