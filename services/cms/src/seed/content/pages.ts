import { seedPagesAbout } from './pages-about.js';
import { seedPagesLegal } from './pages-legal.js';
import type { SeedPage } from './types.js';

/**
 * Static pages (categoryId 0), one per static route. Ids follow the route list
 * (about-us 1 … services 9) but the array is not in id order: the API sorts by id.
 */
export const seedPages: SeedPage[] = [...seedPagesAbout, ...seedPagesLegal];
