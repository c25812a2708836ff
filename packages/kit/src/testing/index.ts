export * from './test-tokens.js';
