import { z } from 'zod';
import { runStandalone } from '@mawadda/kit';
import { createNotifyService } from './index.js';

// The notification service has no variables of its own beyond the platform's.
await runStandalone('notify', { config: z.object({}), create: (deps) => createNotifyService(deps) });
