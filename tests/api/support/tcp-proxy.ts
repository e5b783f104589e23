// A loopback TCP proxy for outage tests: forwards to a target, or black-holes (sockets stay open,
// bytes go nowhere) the way a hung host or a dropped network path does.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stop forwarding: bytes in either direction are dropped, no socket is closed. */
  blackHole(): void;
  /** Forward again; connections opened while black-holed stay dead until their owner drops them. */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let forwarding = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // a reset while black-holed or at close is part of the scenario, not a test failure
    socket.on('error', () => undefined);
  };

  const server = net.createServer((client) => {
    track(client);
    if (!forwarding) {
      // a host that accepts and never answers
      client.on('data', () => undefined);
      return;
    }
    const upstream = net.connect(target);
    track(upstream);
    const relay = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => {
        if (forwarding) to.write(chunk);
      });
      // a close passes through only while forwarding; a black hole tells nobody anything
      from.on('close', () => {
        if (forwarding) to.destroy();
      });
    };
    relay(client, upstream);
    relay(upstream, client);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    blackHole: () => {
      forwarding = false;
    },
    resume: () => {
      forwarding = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
