// SMS providers behind one interface, chosen by SMS_PROVIDER: 'outbox' (default) or 'http'.
import { writeToOutbox, type OutboxDeps } from '../outbox';
import { httpSmsProvider, httpSmsSettingsFromEnv } from './http-sms';

export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

export function outboxSmsProvider(deps: OutboxDeps): SmsProvider {
  return {
    name: 'outbox',
    send: (to, body) => writeToOutbox(deps, { channel: 'sms', recipient: to, subject: null, body }),
  };
}

export function smsProviderFromEnv(env: NodeJS.ProcessEnv, deps: OutboxDeps): SmsProvider {
  const choice = (env.SMS_PROVIDER ?? 'outbox').trim().toLowerCase();
  if (choice === 'outbox') return outboxSmsProvider(deps);
  if (choice === 'http') return httpSmsProvider(httpSmsSettingsFromEnv(env));
  throw new Error(`SMS_PROVIDER must be "outbox" or "http", got "${env.SMS_PROVIDER}"`);
}
