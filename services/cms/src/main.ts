import { runStandalone } from '@mawadda/kit';
import { cmsEnvSchema } from './config.js';
import { createCmsService } from './index.js';

// The content service's own variables: the mail transport for replies to guests (README).
await runStandalone('cms', {
  config: cmsEnvSchema,
  create: (deps, mail) => createCmsService(deps, { mail }),
});
