import { runStandalone } from '@mawadda/kit';
import { createSearchService } from './index.js';

await runStandalone('search', createSearchService);
