/**
 * A database outage made on demand for the PostgreSQL tests: a TCP proxy on loopback between the
 * code under test and the machine's PostgreSQL, which can be cut (every open connection reset, new
 * ones refused) and restored on the same port. The PostgreSQL server itself is never stopped:
 * other test packages use it at the same time.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP proxy on 127.0.0.1 to `target` that can be cut (reset everything, refuse) and restored. */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listen (again) on `this.port`, or on a free port the first time. */
  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.resetAndDestroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuse new connections and reset every open one. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of this.sockets) s.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }
}

/**
 * A started {@link TcpProxy} in front of `databaseUrl`'s server and the same URL through it
 * (`127.0.0.1:<proxy port>`), for code that must lose its database on demand.
 */
export async function proxiedDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const url = new URL(databaseUrl);
  const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.start();
  url.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: url.toString() };
}
