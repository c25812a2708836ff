import { runStandalone } from '@mawadda/kit';
import { createCmsService } from './index.js';

await runStandalone('cms', createCmsService);
