// The sandbox's webhook signing secret: SANDBOX_WEBHOOK_SECRET when set (several processes behind
// one address must share it), else a random one per process. A random secret is enough because
// the sandbox delivers its events to the process that signed them (its own listening address).
import { randomBytes } from 'node:crypto';

let processSecret: string | undefined;

export function sandboxWebhookSecretFromEnv(env: NodeJS.ProcessEnv): string {
  const configured = env.SANDBOX_WEBHOOK_SECRET?.trim();
  if (configured) {
    if (configured.length < 16) {
      throw new Error('SANDBOX_WEBHOOK_SECRET must be at least 16 characters');
    }
    return configured;
  }
  processSecret ??= `whsec_sbx_${randomBytes(24).toString('hex')}`;
  return processSecret;
}
