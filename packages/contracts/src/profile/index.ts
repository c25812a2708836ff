export * from './enums.js';
export * from './labels/index.js';
export * from './upload-limits.js';
export * from './profile-edit.js';
export * from './profile-view.js';
export * from './member-card.js';
export * from './completeness.js';
export * from './events.js';
