import fs from 'node:fs';
import { loadEmbeddedConfig } from '../../src/config.js';
import { createEmbeddedGateway } from '../../src/embedded.js';

/**
 * The real embedded gateway as its own process, plus a probe that appends every auth event it
 * receives to PROBE_FILE. The crash test kills this process with SIGKILL and starts it again.
 */
const probeFile = process.env.PROBE_FILE!;
const gateway = await createEmbeddedGateway(loadEmbeddedConfig(process.env), {
  subscribers: [
    {
      group: 'probe',
      producers: ['auth'],
      handle: async (event) => fs.appendFileSync(probeFile, `${JSON.stringify(event)}\n`),
      deadLetter: async () => undefined,
    },
  ],
});
const server = gateway.app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
});
