// Email providers behind one interface, chosen by EMAIL_PROVIDER: 'outbox' (default) or 'smtp'.
import { writeToOutbox, type OutboxDeps } from '../outbox';
import { smtpEmailProvider, smtpSettingsFromEnv } from './smtp-email';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export function outboxEmailProvider(deps: OutboxDeps): EmailProvider {
  return {
    name: 'outbox',
    send: (message) =>
      writeToOutbox(deps, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      }),
  };
}

export function emailProviderFromEnv(env: NodeJS.ProcessEnv, deps: OutboxDeps): EmailProvider {
  const choice = (env.EMAIL_PROVIDER ?? 'outbox').trim().toLowerCase();
  if (choice === 'outbox') return outboxEmailProvider(deps);
  if (choice === 'smtp') return smtpEmailProvider(smtpSettingsFromEnv(env));
  throw new Error(`EMAIL_PROVIDER must be "outbox" or "smtp", got "${env.EMAIL_PROVIDER}"`);
}
