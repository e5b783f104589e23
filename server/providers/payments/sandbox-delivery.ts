// How the sandbox reaches our webhook: an HTTP POST to this process's own listening address, as a
// real provider POSTs to the public one. Its own address, not PUBLIC_URL: the event reaches the
// process that signed it (whose secret may be its own), and no proxy or TLS stands in the way.
// Before the server listens (tests calling app.inject), the same request is injected instead.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery } from './sandbox-provider';

export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhook/sandbox';
const DELIVERY_TIMEOUT_MS = 10_000;

function ownOrigin(address: AddressInfo): string {
  if (address.family === 'IPv6') {
    const host = address.address === '::' ? '::1' : address.address;
    return `http://[${host}]:${address.port}`;
  }
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export function ownWebhookDelivery(app: FastifyInstance): WebhookDelivery {
  return async (rawBody, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const response = await fetch(`${ownOrigin(address)}${SANDBOX_WEBHOOK_PATH}`, {
        method: 'POST',
        headers,
        body: new Uint8Array(rawBody),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.status;
    }
    const response = await app.inject({
      method: 'POST',
      url: SANDBOX_WEBHOOK_PATH,
      headers,
      payload: rawBody,
    });
    return response.statusCode;
  };
}
