import net from 'node:net';

/**
 * A TCP proxy between the app and a real server (PostgreSQL), that a test can make fail like a restart: `outage()`
 * cuts every open connection and stops listening, so new ones are refused, until `restore()`.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut connection errors on both sides; the proxy only passes that on by closing the other side.
      socket.on('error', () => {});
    }
    client.pipe(upstream).on('close', () => client.destroy());
    upstream.pipe(client).on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  let listening = true;

  return {
    port,
    /** How many connections pass through now (each counted on both sides). */
    connections: () => sockets.size / 2,
    /** The database goes away: open connections reset, new ones refused. */
    async outage(): Promise<void> {
      if (!listening) return;
      listening = false;
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    /** The database is back on the same address. */
    async restore(): Promise<void> {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    async stop(): Promise<void> {
      await this.outage();
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
