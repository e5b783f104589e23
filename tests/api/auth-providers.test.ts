// The real SMS and email providers against local servers the test starts (HTTP, SMTP).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailProviderFromEnv } from '../../server/providers/email/email-provider';
import { smsProviderFromEnv } from '../../server/providers/sms/sms-provider';
import type { OutboxDeps } from '../../server/providers/outbox';

// The outbox is not used by the real providers; a stub that fails loudly proves it.
const noOutbox = {} as OutboxDeps;

describe('SMS over HTTP (Twilio-style)', () => {
  const received: Array<{ auth: string | undefined; type: string | undefined; body: string }> = [];
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
        const fail = body.includes('fail');
        res.writeHead(fail ? 500 : 201, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Messages.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts To, From and Body with basic auth', async () => {
    const sms = smsProviderFromEnv(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: url,
        SMS_FROM: '+15550000000',
        SMS_HTTP_USERNAME: 'AC1',
        SMS_HTTP_PASSWORD: 'secret',
      },
      noOutbox,
    );
    expect(sms.name).toBe('http');
    await sms.send('+15551234567', 'Your code is 123456');
    const last = received.at(-1);
    expect(last?.auth).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(last?.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last?.body))).toEqual({
      To: '+15551234567',
      From: '+15550000000',
      Body: 'Your code is 123456',
    });
  });

  it('throws when the provider refuses the message', async () => {
    const sms = smsProviderFromEnv(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_FROM: '+1' },
      noOutbox,
    );
    await expect(sms.send('+15551234567', 'fail')).rejects.toThrow(/500/);
  });

  it('refuses an unknown provider or missing settings', () => {
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'pigeon' }, noOutbox)).toThrow(/SMS_PROVIDER/);
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'http' }, noOutbox)).toThrow(/SMS_HTTP_URL/);
  });
});

describe('email over SMTP (nodemailer)', () => {
  const mails: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const email = emailProviderFromEnv(
      {
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        EMAIL_FROM: 'Parlay <no-reply@parlay.test>',
      },
      noOutbox,
    );
    expect(email.name).toBe('smtp');
    await email.send({
      to: 'bettor@example.com',
      subject: 'Verify your email',
      text: 'Open this link',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'no-reply@parlay.test', to: ['bettor@example.com'] });
    expect(mails[0]?.data).toContain('Subject: Verify your email');
    expect(mails[0]?.data).toContain('Open this link');
  });
});
