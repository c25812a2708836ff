export * from './locale.js';
export * from './problem.js';
export * from './events.js';
export * from './messages/index.js';
