export * from './audit.js';
export * from './members.js';
export * from './staff-accounts.js';
export * from './stats.js';
