import net from 'node:net';

/*
 * A port for a child process to listen on, chosen by the parent before the child starts.
 *
 * Why not the kernel's `listen(0)`: that port comes from the ephemeral range (32768–60999 on
 * Linux), the same range every outgoing connection's local port is drawn from. Between the probe
 * closing it and the child binding it (seconds, while tsx compiles), a Kafka client or a database
 * pool in a parallel test file can take it, and the child exits 1 with EADDRINUSE. A CI run lost
 * its distributed suite to a service exiting 1 before /readyz; its log kept no words of the
 * child's, and this is the cause that fits. Below the ephemeral range no outgoing connection is
 * ever given a port, so only another listener can collide: we probe before handing a port out and
 * never hand the same one out twice from one process.
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
