import { MemoryPresence } from '../src/presence/memory-presence.js';
import { presenceContract } from './presence.contract.js';

presenceContract('memory (embedded)', async () => new MemoryPresence());
