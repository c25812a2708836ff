import net from 'node:net';

/**
 * A TCP relay the journey can cut (every open connection dies, new ones are refused) and restore,
 * as when a phone goes through a tunnel. Chromium's offline emulation leaves open websockets up,
 * so it cannot show a dropped chat.
 */
export async function cuttableRoute(target: string): Promise<{
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: local } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${local}`,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
