export * from './locale.js';
export * from './problem.js';
export * from './events.js';
export * from './messages/index.js';
export * from './rules.js';
export * from './auth.js';
export * from './reference/index.js';
export * from './cms.js';
