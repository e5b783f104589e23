// Reply types come from the contract: the app's layers that call the API (features, state, app
// shell, Dexie helpers, the worker, the service worker) take a reply's type from src/api
// (`Static<typeof …>` there, `import type` here) and never declare one of their own, which is how
// the hand-written types had drifted from what the server sends. src/domain may not import src/api
// (its boundary lint), so its pure functions name the fields they read as their own inputs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['src/features', 'src/state', 'src/app', 'src/db', 'src/ui', 'workers', 'sw'];
/** A type or interface named like a reply, unless it is an alias of a contract's Static type. */
const DECLARED_REPLY =
  /^\s*(?:export\s+)?(?:interface\s+(\w*(?:Reply|Response))\b|type\s+(\w*(?:Reply|Response))\b(?!\s*=\s*Static<typeof\s))/gm;
/** Not replies: the service worker's stored HTTP response (status, headers, body of any GET). */
const NOT_REPLIES = new Set(['src/db/schema.ts:StoredResponse']);

/** A reply shape written inline as a call's type argument: `apiGet<{ … }>(…)`. */
const INLINE_REPLY = /\b(?:apiGet|apiPost|apiPut|apiDelete|useApiGet)<\{/;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function declaredReplyTypes(source: string): string[] {
  return [...source.matchAll(DECLARED_REPLY)].map((m) => m[1] ?? m[2] ?? '');
}

describe('reply types', () => {
  it('the rule sees a hand-written reply type and lets a contract alias through', () => {
    expect(declaredReplyTypes('export interface GameLogReply {\n  rows: unknown[];\n}')).toEqual([
      'GameLogReply',
    ]);
    expect(declaredReplyTypes('type RawSheetReply = { success: boolean };')).toEqual([
      'RawSheetReply',
    ]);
    expect(
      declaredReplyTypes('export type GameLogReply = Static<typeof GameLogReplySchema>;'),
    ).toEqual([]);
  });

  it('are never declared outside src/api by the layers that call the API', () => {
    const found = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      declaredReplyTypes(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .map((name) => `${file}:${name}`)
        .filter((entry) => !NOT_REPLIES.has(entry)),
    );
    expect(found).toEqual([]);
  });

  it('are never written inline as a call type argument either', () => {
    const inline = SCANNED.flatMap(sourceFiles).filter((file) =>
      INLINE_REPLY.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(inline).toEqual([]);
  });
});
