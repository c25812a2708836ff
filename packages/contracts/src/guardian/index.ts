export * from './events.js';
export * from './api.js';
export * from './approvals.js';
