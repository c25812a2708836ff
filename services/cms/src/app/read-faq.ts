import { listFaq } from '../store/public-queries.js';
import type { CmsApp } from './context.js';

/** Active questions and answers, by order. */
export const readFaq = async (app: CmsApp) => ({ items: await listFaq(app.database.db) });
