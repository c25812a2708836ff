import { z } from 'zod';
import { runStandalone } from '@mawadda/kit';
import { createCmsService } from './index.js';

// The content service has no variables of its own beyond the platform's.
await runStandalone('cms', { config: z.object({}), create: (deps) => createCmsService(deps) });
