// A Twilio-style SMS HTTP API: POST form fields To, From, Body with HTTP basic auth.
import type { SmsProvider } from './sms-provider';

export interface HttpSmsSettings {
  /** e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>/Messages.json */
  url: string;
  username: string | null;
  password: string | null;
  from: string;
  timeoutMs: number;
}

export function httpSmsSettingsFromEnv(env: NodeJS.ProcessEnv): HttpSmsSettings {
  const url = env.SMS_HTTP_URL?.trim();
  const from = env.SMS_FROM?.trim();
  if (!url || !from) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_FROM');
  return {
    url,
    username: env.SMS_HTTP_USERNAME?.trim() || null,
    password: env.SMS_HTTP_PASSWORD?.trim() || null,
    from,
    timeoutMs: Number(env.SMS_HTTP_TIMEOUT_MS ?? 10_000),
  };
}

export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  return {
    name: 'http',
    async send(to, body) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/x-www-form-urlencoded',
      };
      if (settings.username !== null) {
        const basic = Buffer.from(`${settings.username}:${settings.password ?? ''}`).toString(
          'base64',
        );
        headers.Authorization = `Basic ${basic}`;
      }
      const response = await fetch(settings.url, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}`);
      }
    },
  };
}
