import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ChatConfig } from '@mawadda/chat';
import type { Logger } from '@mawadda/kit';

/** A port the kernel just gave out, released for coturn to bind (TCP; coturn takes UDP beside it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/*
 * coturn must not outlive the app, even on SIGKILL (no exit handler runs): it runs under a shell
 * watchdog reading a pipe only the app holds open. However the app ends, the kernel closes that
 * pipe and the watchdog stops coturn (TERM, then KILL). End of file, unlike a polled pid, cannot
 * be mistaken; the watchdog's own session keeps a terminal's Ctrl-C for the app alone.
 */
const WATCHDOG = [
  'turnserver -c "$1" </dev/null >/dev/null 2>&1 &',
  'turn=$!',
  'cat >/dev/null',
  'kill -TERM "$turn" 2>/dev/null',
  'i=0',
  'while kill -0 "$turn" 2>/dev/null && [ "$i" -lt 50 ]; do sleep 0.1; i=$((i + 1)); done',
  'kill -KILL "$turn" 2>/dev/null',
  'wait "$turn"',
].join('\n');

function spawnWatched(conf: string): ChildProcess {
  return spawn('sh', ['-c', WATCHDOG, 'coturn-watchdog', conf], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
}

const installed = () => spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;

/**
 * Calls' TURN server in the embedded mode: coturn (Debian's `coturn`) started beside the gateway
 * when it is installed and no TURN is configured, on loopback with a secret made for this run
 * (coturn's `use-auth-secret`: chat hands each call credentials derived from it that expire).
 * The secret goes in a config file only this user reads, never on a command line. Without coturn
 * calls use host candidates only (members on the same network), and the log says so.
 */
export async function startEmbeddedTurn(
  chat: ChatConfig,
  o: { dataDir: string; logger: Logger },
): Promise<{ config: ChatConfig; stop(): Promise<void> }> {
  const none = { config: chat, stop: async () => undefined };
  if (chat.CHAT_TURN_URLS) return none;
  if (!installed()) {
    o.logger.warn('coturn (turnserver) is not installed: calls use host candidates only, no TURN relay');
    return none;
  }
  const port = await freePort();
  const secret = randomBytes(24).toString('base64url');
  const dir = path.join(o.dataDir, 'coturn');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const conf = path.join(dir, 'turnserver.conf');
  fs.writeFileSync(
    conf,
    [
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `listening-port=${port}`,
      // A small relay range: one process serves a developer's or a demo's few calls.
      'min-port=49160',
      'max-port=49400',
      'use-auth-secret',
      `static-auth-secret=${secret}`,
      'realm=mawadda.local',
      'fingerprint',
      'no-cli',
      'no-tls',
      'no-dtls',
      'no-multicast-peers',
      // Everything here is on loopback, peers included (coturn refuses them by default).
      'allow-loopback-peers',
      'simple-log',
      `log-file=${path.join(dir, 'turnserver.log')}`,
      `pidfile=${path.join(dir, 'turnserver.pid')}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const child = spawnWatched(conf);
  child.on('error', (err) =>
    o.logger.warn({ err }, 'coturn failed to start: calls use host candidates only'),
  );
  o.logger.info({ port }, 'coturn started for calls (TURN on 127.0.0.1)');
  return {
    config: {
      ...chat,
      CHAT_TURN_URLS: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`,
      CHAT_TURN_SECRET: secret,
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The watchdog's cue: end of file on its stdin (it then stops coturn and waits for it).
      child.stdin?.end();
      await exited;
    },
  };
}
