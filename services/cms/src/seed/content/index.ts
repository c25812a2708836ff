/** The first-start content, one export per table (see ../seed-content.ts). */
export { seedMenus } from './menus.js';
export { seedBlocks } from './blocks.js';
export { seedPages } from './pages.js';
export { seedNews } from './news.js';
export { seedBlog } from './blog.js';
export { seedFaq } from './faq.js';
export type { SeedArticle, SeedBlock, SeedFaq, SeedMenuItem, SeedPage } from './types.js';
