export * from './test-tokens.js';
export * from './test-ports.js';
export * from './eventually.js';
export * from './export-walk.js';
export * from './member-registered.js';
export * from './test-clock.js';
export * from './dev-inbox-reader.js';
export * from './register-member.js';
