import { runStandalone } from '@mawadda/kit';
import { notifyEnvSchema } from './config.js';
import { createNotifyService } from './index.js';

await runStandalone('notify', {
  config: notifyEnvSchema,
  create: (deps, config) => createNotifyService(deps, { config }),
});
