export * from './stages.js';
export * from './api.js';
export * from './events.js';
export * from './questions.js';
export * from './stories.js';
