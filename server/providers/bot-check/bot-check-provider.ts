// The bot check behind one interface, chosen by BOT_CHECK_PROVIDER: 'pow' (default: a self-hosted
// proof of work, ALTCHA, no third party, the Content-Security-Policy stays 'self') or 'recaptcha'
// (when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set; its script host then joins the policy).

export interface BotCheckVerdict {
  ok: boolean;
  /** Why not, for the log and the 4xx message (never the provider's raw answer). */
  reason?: string;
}

export interface BotCheckProvider {
  readonly name: 'pow' | 'recaptcha';
  /** What GET /api/config/public tells the client. */
  publicSettings(): { site_key: string | null; challenge_url: string | null };
  /** Verifies a token for `action` (single use: a replayed token fails). */
  verify(token: string, action: string, remoteIp: string): Promise<BotCheckVerdict>;
  /** Script / connect / frame hosts the Content-Security-Policy must allow ([] for pow). */
  readonly cspHosts: { script: string[]; connect: string[]; frame: string[] };
}
