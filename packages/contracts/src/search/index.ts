export * from './query.js';
export * from './card.js';
export * from './rebuild.js';
