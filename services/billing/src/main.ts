import { runStandalone } from '@mawadda/kit';
import { billingEnvSchema, createBillingService } from './index.js';

await runStandalone('billing', {
  config: billingEnvSchema,
  create: (deps, config) => createBillingService(deps, { config }),
});
