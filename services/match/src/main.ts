import { runStandalone } from '@mawadda/kit';
import { createMatchService, matchEnvSchema } from './index.js';

await runStandalone('match', {
  config: matchEnvSchema,
  create: (deps, config) => createMatchService(deps, { config }),
});
