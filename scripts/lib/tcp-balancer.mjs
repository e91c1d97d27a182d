// A round-robin TCP balancer, one target per new connection, as kube-proxy spreads a Service's
// connections over its pods. Used by the capacity bench to put several catalog replicas behind
// one address: `node tcp-balancer.mjs <listen port> <target port> [<target port> …]`.
import net from 'node:net';

const [listen, ...targets] = process.argv.slice(2).map(Number);
let next = 0;
const server = net.createServer((client) => {
  const port = targets[next++ % targets.length];
  const upstream = net.connect(port, '127.0.0.1');
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
});
server.listen(listen, '127.0.0.1', () => process.stdout.write(`balancing :${listen} over ${targets.join(', ')}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
