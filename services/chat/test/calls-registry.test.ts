import { MemoryCalls } from '../src/calls/memory-calls.js';
import { callRegistryContract } from './calls-registry.contract.js';

callRegistryContract('memory (embedded)', async () => new MemoryCalls());
