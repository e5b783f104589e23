// The bot check's calls: the public config (which check, its site key or challenge address) and
// the proof of work's challenge, each a path paired with its reply type from the contract.
import type { BotCheckChallengeReply } from './bot-check-contract';
import { apiGet, type ApiReply } from './client';
import type { PublicConfigReply } from './payments-contract';

export const PUBLIC_CONFIG_PATH = '/config/public';

export type BotCheckChallenge = BotCheckChallengeReply['challenge'];

export const botCheckApi = {
  publicConfig: (): Promise<ApiReply<PublicConfigReply>> => apiGet(PUBLIC_CONFIG_PATH),

  /**
   * A fresh challenge from the address the public config named (our own origin; the CSP allows
   * nothing else). Null when it cannot be had (offline, rate limited, the check switched).
   */
  async challenge(
    challengeUrl: string,
    action: string,
    signal?: AbortSignal,
  ): Promise<BotCheckChallenge | null> {
    const url = `${challengeUrl}?action=${encodeURIComponent(action)}`;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
      if (!response.ok) return null;
      const reply = (await response.json()) as Partial<BotCheckChallengeReply>;
      return reply.success === true && reply.challenge ? reply.challenge : null;
    } catch {
      return null;
    }
  },
};
