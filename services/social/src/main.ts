import { runStandalone } from '@mawadda/kit';
import { createSocialService } from './index.js';

await runStandalone('social', createSocialService);
