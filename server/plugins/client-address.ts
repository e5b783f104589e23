// Who is calling, by network address: the socket's peer, or the client a trusted proxy names.
// Proxy headers count only when TRUST_PROXY says which proxies to believe (off by default), and
// an entry of X-Forwarded-For that is not an IP address ends the chain, so a client cannot pick
// the address its rate limits are counted under.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's IP address: use this, never request.ip (see the file comment). */
    clientAddress: string;
  }
}

/** The furthest valid IP address of the trusted chain (socket peer first). */
export function clientAddressOf(request: FastifyRequest): string {
  const peer = request.socket?.remoteAddress ?? request.ip;
  // request.ips exists only with trustProxy: [peer, nearest proxy's client, …], already cut at the
  // first hop that is not trusted.
  const chain = request.ips ?? [peer];
  let address = isIP(chain[0] ?? '') ? chain[0]! : (peer ?? 'unknown');
  for (const hop of chain.slice(1)) {
    if (!isIP(hop)) break;
    address = hop;
  }
  return address;
}

export function registerClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.clientAddress = clientAddressOf(request);
  });
}
