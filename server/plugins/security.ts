// Security headers: a Content-Security-Policy that allows only our own origin (plus a third-party
// bot check's hosts when one is configured), and helmet's defaults.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Hosts a third-party service needs in the policy (the bot check's cspHosts). */
export interface ExtraCspHosts {
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
}

const NO_EXTRA_HOSTS: ExtraCspHosts = { script: [], connect: [], frame: [] };

export async function registerSecurityHeaders(
  app: FastifyInstance,
  extra: ExtraCspHosts = NO_EXTRA_HOSTS,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'"],
        // data: and blob: carry images we make ourselves (base64 player images, generated avatars).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra.connect],
        // only set when a service needs frames (reCAPTCHA); otherwise default-src 'self' applies
        ...(extra.frame.length > 0 ? { frameSrc: ["'self'", ...extra.frame] } : {}),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // The app is also served over plain http on 127.0.0.1; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
  });
}
