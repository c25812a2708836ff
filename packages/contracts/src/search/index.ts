export * from './query.js';
export * from './card.js';
export * from './rebuild.js';
export * from './compatibility.js';
export * from './suggestions.js';
