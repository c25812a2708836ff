export * from './limits.js';
export * from './enums.js';
export * from './message-text.js';
export * from './api.js';
export * from './socket.js';
export * from './events.js';
export * from './calls.js';
