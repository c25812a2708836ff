import { runStandalone } from '@mawadda/kit';
import { createProfileService } from './index.js';

await runStandalone('profile', createProfileService);
