// What the bench's pages run: the member site's own call session (features/calls) and
// socket.io-client, bundled for the browser by bench/calls.ts (esbuild reads the TypeScript).
import { io } from 'socket.io-client';
import { CallSession } from '../../web/member/src/features/calls/call-session.ts';

globalThis.bench = { io, CallSession };
