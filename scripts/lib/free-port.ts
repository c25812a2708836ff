import net from 'node:net';

/*
 * A port for a child process, chosen by the parent, below the ephemeral range: a `listen(0)` port
 * can be taken by an outgoing connection before the child binds it (EADDRINUSE). Below that range
 * only another listener can collide, so we probe first and never hand a port out twice.
 */

const LOW = 20_000;
const HIGH = 32_000; // under Linux's default ip_local_port_range (32768–60999)
const handedOut = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    // Every address, as the services bind by default: a listener on any of them collides.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on, outside the range outgoing connections use. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (handedOut.has(port)) continue;
    if (await bindable(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 200 tries`);
}
