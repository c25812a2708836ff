import { runStandalone } from '@mawadda/kit';
import { createSocialService, socialEnvSchema } from './index.js';

await runStandalone('social', {
  config: socialEnvSchema,
  create: (deps, config) => createSocialService(deps, { config }),
});
