// A TCP proxy on loopback between a process and a real server, to simulate the server going away
// without touching the server itself (other people share it): `cut()` ends every proxied connection and
// refuses new ones (the port stops listening: ECONNREFUSED, as for a host that is down), `restore()`
// listens again on the same port.
import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (stable across cut/restore). */
  port: number;
  /** Connections currently proxied. */
  connections(): number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  const port = address.port;

  const cut = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };

  return {
    port,
    connections: () => open.size / 2,
    cut,
    async restore() {
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}
