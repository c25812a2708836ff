import fs from 'node:fs';
import net from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from '../free-port.js';

// Where the kernel draws outgoing connections' local ports from (Linux; the default elsewhere).
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return [Number(low), Number(high)];
  } catch {
    return [32768, 60999];
  }
}

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it('hands out ports outside the range outgoing connections take theirs from, each once, each bindable', async () => {
  const [low, high] = ephemeralRange();
  const ports = [];
  for (let i = 0; i < 50; i++) ports.push(await freePort());
  for (const port of ports) expect(port < low || port > high, `port ${port} in ${low}-${high}`).toBe(true);
  expect(new Set(ports).size).toBe(ports.length);
  const server = await listen(ports[0]!);
  server.close();
});

it('never hands out a port something else already listens on', async () => {
  // A twelfth of the range held by listeners it did not hand out: 200 picks would hit ~17 of them.
  const held: net.Server[] = [];
  for (let port = 20_000; port < 21_000; port++) held.push(await listen(port).catch(() => null as never));
  const taken = new Set(held.filter(Boolean).map((s) => (s.address() as net.AddressInfo).port));
  try {
    for (let i = 0; i < 200; i++) expect(taken.has(await freePort())).toBe(false);
  } finally {
    for (const s of held) s?.close();
  }
});
