import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the shop and PostgreSQL that the load test can break: `cut()` ends every
 * connection (a restart, a failover, a proxy's idle kill), `down(ms)` also refuses new ones for
 * a while (the database unreachable), as the shop would see it, without touching the server
 * other tests use.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      }),
    );
    const proxy = new TcpProxy(port, target);
    await proxy.listen();
    return proxy;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Ends every connection through the proxy at once. */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** Unreachable for `ms`: connections cut, new ones refused; then back. */
  async down(ms: number): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    this.cut();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await this.listen();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
