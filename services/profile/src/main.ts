import { runStandalone } from '@mawadda/kit';
import { createProfileService, profileEnvSchema } from './index.js';

await runStandalone('profile', {
  config: profileEnvSchema,
  create: (deps, config) => createProfileService(deps, { config }),
});
