/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Calls: set-up time from the moment she answers to the first video frame decoded on both sides,
// through chat's signalling (the site's own CallSession, over Socket.IO), direct (host candidates)
// and relayed (TURN only, through coturn). Baseline in the same run: the same two browsers' peer
// connections wired to each other in one page, with no server between them (WebRTC's own floor).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { pino } from 'pino';
import { chromium, type Page } from 'playwright-core';
import { startEmbeddedTurn } from '../services/gateway/src/embedded-turn.js';
import { chatEnvSchema } from '../services/chat/src/index.js';
import { startChatApp } from '../services/chat/test/support/chat-app.js';
import { recordResults } from './lib/results.mjs';

const TRIALS = Number(process.env.BENCH_CALLS_TRIALS ?? 15);
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-calls-'));
const turn = await startEmbeddedTurn(chatEnvSchema.parse({}), {
  dataDir,
  logger: pino({ level: 'silent' }),
});
if (!turn.config.CHAT_TURN_URLS) throw new Error('coturn is not installed: apt-get install coturn');
const s = await startChatApp({
  CHAT_TURN_URLS: turn.config.CHAT_TURN_URLS,
  CHAT_TURN_SECRET: turn.config.CHAT_TURN_SECRET,
});
const bundle = await build({
  entryPoints: [path.resolve(import.meta.dirname, 'calls/page-entry.mjs')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  write: false,
});
const script = bundle.outputFiles[0]!.text;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });

/** A page on chat's origin (a secure context: loopback) with the bundle and the peer recorder. */
async function pageFor(relayOnly: boolean): Promise<Page> {
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  // tsx names the functions of this file's page code with a helper the page must have.
  await page.addInitScript('window.__name = (f) => f;');
  await page.addInitScript((relay) => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    Object.assign(window, { peers: all });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(relay ? { ...config, iceTransportPolicy: 'relay' } : config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  }, relayOnly);
  await page.goto(`${s.url}/api/chat/unread`);
  await page.addScriptTag({ content: script });
  return page;
}

/**
 * In the page: the time (ms, Date.now) the first video frame is decoded on its open connection;
 * null when none comes within 20 s (a failed call set-up, counted apart).
 */
const firstFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const giveUp = Date.now() + 20_000;
        const tick = async () => {
          if (Date.now() > giveUp) return resolve(null);
          for (const pc of (window as unknown as { peers: RTCPeerConnection[] }).peers) {
            if (pc.connectionState === 'closed') continue;
            let frames = 0;
            (await pc.getStats()).forEach((r: Record<string, unknown>) => {
              if (r.type === 'inbound-rtp' && r.kind === 'video') frames += Number(r.framesDecoded ?? 0);
            });
            if (frames > 0) return resolve(Date.now());
          }
          setTimeout(() => void tick(), 5);
        };
        void tick();
      }),
  );

/** What the pages' code uses of the bundle (socket.io-client and the site's CallSession). */
interface PageCall {
  id: string;
  state: string;
  callerId: string;
}
interface PageSocket {
  on(event: string, listener: (payload: never) => void): void;
  timeout(ms: number): {
    emitWithAck(
      event: string,
      payload: unknown,
    ): Promise<{ data: PageCall & { iceServers: RTCIceServer[] } }>;
  };
  disconnect(): void;
}
interface PageSession {
  update(call: PageCall): Promise<void>;
  signal(from: string, signal: unknown): Promise<void>;
  whenReady(): Promise<void>;
  close(): void;
}
interface Bench {
  io: (url: string, options: object) => PageSocket;
  CallSession: new (s: PageSocket, me: string, c: PageCall, ice: unknown, changed: () => void) => PageSession;
}

/** One party: socket connected with its token, a session per call, signals and states applied. */
const joinAs = (page: Page, token: string, me: string, autoAccept: boolean) =>
  page.evaluate(
    ({ url, token, me, autoAccept }) =>
      new Promise<void>((ready) => {
        const { io, CallSession } = (window as unknown as { bench: Bench }).bench;
        const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
        const w = window as unknown as Record<string, unknown>;
        let session: PageSession | null = null;
        socket.on('call', async ({ call }: { call: PageCall }) => {
          if (call.state === 'ended') {
            session?.close();
            session = null;
            w.ended = (Number(w.ended ?? 0) as number) + 1;
            return;
          }
          if (session) return void session.update(call);
          if (!autoAccept || call.callerId === me) return;
          // As the site does: camera and microphone first, then the answer (the clock starts).
          const ice = await socket.timeout(5000).emitWithAck('call:ice', { callId: call.id });
          session = new CallSession(socket, me, call, ice.data, () => undefined);
          drain(session);
          await session.whenReady();
          w.answeredAt = Date.now();
          const ack = await socket.timeout(5000).emitWithAck('call:accept', { callId: call.id });
          await session.update(ack.data);
        });
        // As the site keeps them: signals before the session exists wait for it.
        let early: { from: string; signal: unknown }[] = [];
        socket.on('call:signal', (e: { from: string; signal: unknown }) => {
          if (session) void session.signal(e.from, e.signal);
          else early.push(e);
        });
        const drain = (s: PageSession) => {
          for (const e of early) void s.signal(e.from, e.signal);
          early = [];
        };
        w.place = async (conversationId: string) => {
          const ack = await socket
            .timeout(5000)
            .emitWithAck('call:start', { conversationId, media: 'video' });
          const ice = await socket.timeout(5000).emitWithAck('call:ice', { callId: ack.data.id });
          session = new CallSession(socket, me, ack.data, ice.data, () => undefined);
          drain(session);
          await session.whenReady();
          await session.update(ack.data);
          return ack.data.id as string;
        };
        w.hangUp = async (callId: string) => {
          await socket.timeout(5000).emitWithAck('call:leave', { callId });
          session?.close();
          session = null;
        };
        socket.on('connect', () => ready());
      }),
    { url: s.url, token, me, autoAccept },
  );

/** Chat's set-up times: answered → first frame on both sides, `TRIALS` calls in one conversation. */
async function throughChat(relayOnly: boolean): Promise<{ times: number[]; failed: number }> {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  const his = await pageFor(relayOnly);
  const hers = await pageFor(relayOnly);
  await joinAs(his, yusuf.token, yusuf.id, false);
  await joinAs(hers, amina.token, amina.id, true);
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < TRIALS; i++) {
    const endedBefore = await hers.evaluate(() =>
      Number((window as unknown as { ended?: number }).ended ?? 0),
    );
    const callId = await his.evaluate(
      (c) => (window as unknown as { place: (c: string) => Promise<string> }).place(c),
      conversationId,
    );
    const [a, b] = await Promise.all([firstFrame(his), firstFrame(hers)]);
    const answered = await hers.evaluate(() => (window as unknown as { answeredAt: number }).answeredAt);
    if (a === null || b === null) failed++;
    else times.push(Math.max(a, b) - answered);
    console.log(
      relayOnly ? 'relayed' : 'direct',
      'call',
      i + 1,
      a && b ? `${Math.max(a, b) - answered} ms` : 'no frame',
    );
    await his.evaluate(
      (id) => (window as unknown as { hangUp: (id: string) => Promise<void> }).hangUp(id),
      callId,
    );
    await hers.waitForFunction(
      (n) => Number((window as unknown as { ended?: number }).ended ?? 0) > n,
      endedBefore,
    );
  }
  await his.context().close();
  await hers.context().close();
  return { times, failed };
}

/** The floor: two peer connections in one page, offer and answer handed over directly. */
async function baseline(relayOnly: boolean): Promise<number[]> {
  const [a, b] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(a, b);
  // A call of theirs gives the baseline TURN credentials as a call gets them (the same coturn).
  const page = await pageFor(relayOnly);
  await joinAs(page, a.token, a.id, false);
  const callId = await page.evaluate(
    (c) => (window as unknown as { place: (c: string) => Promise<string> }).place(c),
    conversationId,
  );
  const times: number[] = [];
  for (let i = 0; i < TRIALS; i++)
    times.push(
      await page.evaluate(
        async ({ url, token, callId }) => {
          const { io } = (window as unknown as { bench: Bench }).bench;
          const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
          const servers = (await socket.timeout(5000).emitWithAck('call:ice', { callId })).data.iceServers;
          socket.disconnect();
          const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
          const x = new RTCPeerConnection({ iceServers: servers });
          const y = new RTCPeerConnection({ iceServers: servers });
          x.onicecandidate = (e) => e.candidate && void y.addIceCandidate(e.candidate);
          y.onicecandidate = (e) => e.candidate && void x.addIceCandidate(e.candidate);
          for (const t of media.getTracks()) {
            x.addTrack(t, media);
            y.addTrack(t, media);
          }
          const started = Date.now();
          const offer = await x.createOffer();
          await x.setLocalDescription(offer);
          await y.setRemoteDescription(offer);
          const answer = await y.createAnswer();
          await y.setLocalDescription(answer);
          await x.setRemoteDescription(answer);
          const decoded = (pc: RTCPeerConnection) =>
            new Promise<number>((resolve) => {
              const tick = async () => {
                let frames = 0;
                (await pc.getStats()).forEach((r: Record<string, unknown>) => {
                  if (r.type === 'inbound-rtp' && r.kind === 'video') frames += Number(r.framesDecoded ?? 0);
                });
                if (frames > 0) resolve(Date.now());
                else setTimeout(() => void tick(), 5);
              };
              void tick();
            });
          const done = Math.max(await decoded(x), await decoded(y));
          x.close();
          y.close();
          media.getTracks().forEach((t) => t.stop());
          return done - started;
        },
        { url: s.url, token: a.token, callId },
      ),
    );
  await page.evaluate(
    (id) => (window as unknown as { hangUp: (id: string) => Promise<void> }).hangUp(id),
    callId,
  );
  await page.context().close();
  return times;
}

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((m, n) => m - n);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const fmt = (xs: number[]) => `p50 ${pct(xs, 50)} ms, p95 ${pct(xs, 95)} ms (${xs.length} calls)`;

try {
  const figures: [string, string][] = [];
  const ratios: [string, string][] = [];
  for (const [mode, relay] of [
    ['direct', false],
    ['relayed through coturn', true],
  ] as const) {
    const floor = await baseline(relay);
    const { times: chat, failed } = await throughChat(relay);
    figures.push([`${mode}, two peer connections in one page (baseline)`, fmt(floor)]);
    figures.push([
      `${mode}, answered → first frame both sides, through chat`,
      `${fmt(chat)}${failed ? `, ${failed} without a frame in 20 s` : ''}`,
    ]);
    ratios.push([`${mode}, p50 chat / baseline`, (pct(chat, 50) / pct(floor, 50)).toFixed(2)]);
    ratios.push([`${mode}, p95 chat / baseline`, (pct(chat, 95) / pct(floor, 95)).toFixed(2)]);
    console.log(mode, 'baseline', fmt(floor), 'chat', fmt(chat));
  }
  recordResults({
    id: 'calls',
    title: 'Call set-up time',
    script: 'node --import tsx bench/calls.ts',
    setup:
      `${TRIALS} video calls per mode between two Chromium pages with fake cameras, chat embedded (PGlite), ` +
      `the site's CallSession over Socket.IO; direct (host candidates) and relay-only through a local coturn.`,
    figures,
    ratios,
  });
} finally {
  await browser.close();
  await s.close();
  await turn.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
