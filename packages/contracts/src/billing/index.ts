export * from './events.js';
export * from './plans.js';
export * from './entitlement.js';
export * from './orders.js';
export * from './admin.js';
