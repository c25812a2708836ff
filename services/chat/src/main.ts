import { runStandalone } from '@mawadda/kit';
import { chatEnvSchema, createChatService } from './index.js';

await runStandalone('chat', {
  config: chatEnvSchema,
  create: (deps, config) => createChatService(deps, { config }),
});
