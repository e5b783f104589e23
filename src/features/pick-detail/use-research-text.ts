// One AI research text (justification or readiness): the stored answer at once, a fresh one from
// the server when online, the spec's fallback text when the call fails.
import type { Static } from 'typebox';
import type { ResearchTextReply } from '../../api/research-contract';
import { useEffect, useState } from 'react';
import { apiPost, isFailure } from '../../api/client';
import { readStoredResearch, researchKey, storeResearch } from './research-store';

export interface ResearchText {
  /** null while waiting (the card shows its placeholder). */
  text: string | null;
  /** The text is the local fallback because the call failed. */
  fallback: boolean;
  /** The failure was no network with nothing stored. */
  offline: boolean;
}

const WAITING: ResearchText = { text: null, fallback: false, offline: false };

/** `body` undefined: not ready to ask yet (placeholder); null: nothing to ask with (fallback). */
export function useResearchText(
  path: string,
  body: Record<string, string | number> | null | undefined,
  fallbackText: string,
): ResearchText {
  const [settled, setSettled] = useState<{ key: string; value: ResearchText } | null>(null);
  const key = body ? researchKey(path, body) : null;

  useEffect(() => {
    if (key === null) return undefined;
    // the body back from its key (the key alone says when it changed); the id is a number
    const request: Record<string, string | number> = Object.fromEntries(
      new URL(key.slice('post:'.length), 'http://x').searchParams,
    );
    for (const id of ['playerId', 'pickId'])
      if (typeof request[id] === 'string') request[id] = Number(request[id]);
    let live = true;
    void (async () => {
      const stored = await readStoredResearch(key);
      if (!live) return;
      if (stored !== null)
        setSettled({ key, value: { text: stored, fallback: false, offline: false } });
      const reply = await apiPost<Static<typeof ResearchTextReply>>(path, request);
      if (!live) return;
      if (!isFailure(reply) && typeof reply.content === 'string' && reply.content.trim() !== '') {
        setSettled({ key, value: { text: reply.content, fallback: false, offline: false } });
        await storeResearch(key, reply.content);
      } else if (stored === null) {
        const offline = reply.httpStatus === 0;
        setSettled({ key, value: { text: fallbackText, fallback: true, offline } });
      }
    })();
    return () => {
      live = false;
    };
  }, [path, key, fallbackText]);

  if (body === null) return { text: fallbackText, fallback: true, offline: false };
  return settled !== null && settled.key === key ? settled.value : WAITING;
}
