import net from 'node:net';

/**
 * A TCP pass-through in front of RabbitMQ that a test can cut and restore, to play "broker
 * unreachable" without stopping the shared RabbitMQ everyone else uses.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy whose port is known but closed: connections are refused until `open()`. */
  static async closed(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.open();
    await proxy.close();
    return proxy;
  }

  /** `url` with host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Drops every connection at once, as a crashed broker or a cut network would. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
