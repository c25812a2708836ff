import { runStandalone } from '@mawadda/kit';
import { createSearchService, searchEnvSchema } from './index.js';

await runStandalone('search', {
  config: searchEnvSchema,
  create: (deps, config) => createSearchService(deps, { config }),
});
