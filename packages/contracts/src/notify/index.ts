export * from './kinds.js';
export * from './api.js';
export * from './events.js';
export * from './push.js';
