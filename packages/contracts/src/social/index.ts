export * from './enums.js';
export * from './relationship.js';
export * from './lists.js';
export * from './reports.js';
export * from './events.js';
