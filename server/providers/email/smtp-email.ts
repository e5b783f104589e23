// Email over SMTP with nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465).
import nodemailer from 'nodemailer';
import type { EmailProvider } from './email-provider';

export interface SmtpSettings {
  url: string;
  from: string;
}

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings {
  const url = env.SMTP_URL?.trim();
  if (!url) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
  return { url, from: env.EMAIL_FROM?.trim() || 'Parlay Engine <no-reply@parlay-engine.local>' };
}

export function smtpEmailProvider(settings: SmtpSettings): EmailProvider {
  const transport = nodemailer.createTransport(settings.url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
