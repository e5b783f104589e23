// Generated player avatars: an SVG data URL with the player's initials on team colours, looked up
// by first initial + last name; every text escaped; guards, 400 and 404.
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { initialsOf } from '../../src/domain/picks/initials';
import { avatarSvg } from '../../server/services/player-image';
import { freeAndPaidTokens } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';

/** Well-formed enough for an image decoder: one svg root, balanced tags, no raw & or <. */
function assertWellFormedSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  const tags = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let consumed = '';
  let last = 0;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    consumed += svg.slice(last, m.index);
    last = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  consumed += svg.slice(last);
  expect(stack).toEqual([]);
  // Text between tags: no stray markup, only known entities.
  expect(consumed).not.toMatch(/[<>]/);
  expect(consumed.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
}

const decode = (dataUrl: string) => {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
};

describeApi('player images', (ctx) => {
  const tokens = { free: '', paid: '' };
  const players: { name: string; team: string; code: string }[] = [];

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 7,
      slateDate: SLATE,
      pickDaysBack: 1,
      daysForward: 1,
      leagues: ['MLB', 'NFL'],
    });
    Object.assign(tokens, await freeAndPaidTokens(app, clock, 'image.test'));
    const rows = await app.database.db
      .selectFrom('players')
      .innerJoin('teams', 'teams.id', 'players.team_id')
      .select(['players.name', 'teams.name as team', 'teams.code'])
      .where('players.league', '=', 'MLB')
      .orderBy('players.id')
      .execute();
    // Players whose "F. Last" form names nobody else, two of them on one team.
    const short = (n: string) => `${n[0]}. ${n.split(' ').slice(1).join(' ')}`;
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(short(r.name), (counts.get(short(r.name)) ?? 0) + 1);
    for (const r of rows) {
      if (counts.get(short(r.name)) === 1 && !r.name.includes('.')) players.push(r);
    }
  });

  const get = (query: string, token: string | null = tokens.paid) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/player_image?${query}`,
      headers: token ? { 'x-device-token': token } : {},
    });
  const q = (league: string, name: string) => `league=${league}&name=${encodeURIComponent(name)}`;

  it('keeps avatars from signed-out (401) and free (403) callers', async () => {
    expect((await get(q('MLB', 'J. Smith'), null)).statusCode).toBe(401);
    expect((await get(q('MLB', 'J. Smith'), tokens.free)).statusCode).toBe(403);
  });

  it('draws the initials for "F. Last", "F Last" and the full name alike', async () => {
    const player = players[0]!;
    const [first, ...rest] = player.name.split(' ');
    const initials = `${first![0]}${rest[rest.length - 1]![0]}`.toUpperCase();
    const urls: string[] = [];
    for (const name of [
      `${first![0]}. ${rest.join(' ')}`,
      `${first![0]} ${rest.join(' ')}`,
      player.name,
    ]) {
      const res = await get(q('mlb', name));
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, player_name: player.name, team: player.team });
      const svg = decode(body.data_url);
      assertWellFormedSvg(svg);
      expect(svg).toContain(`>${initials}</text>`);
      expect(svg).toContain(`<title>${player.name}, ${player.team}</title>`);
      urls.push(body.data_url);
    }
    expect(new Set(urls).size).toBe(1);
  });

  it("paints teammates in their team's colours and other teams differently", async () => {
    const fills = async (name: string) => {
      const svg = decode((await get(q('MLB', name))).json().data_url);
      return [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    };
    const a = players[0]!;
    const mate = players.find((p) => p.team === a.team && p.name !== a.name)!;
    const rival = players.find((p) => p.team !== a.team)!;
    expect(await fills(mate.name)).toEqual(await fills(a.name));
    expect(await fills(rival.name)).not.toEqual(await fills(a.name));
  });

  it('answers 404 JSON for no such player and 400 for a bad league or a missing name', async () => {
    const none = await get(q('MLB', 'Q. Nobody'));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false });
    const otherLeague = await get(q('NFL', players[0]!.name));
    expect(otherLeague.statusCode).toBe(404);
    const league = await get(q('CRICKET', 'J. Smith'));
    expect(league.statusCode).toBe(400);
    expect(league.json().message).toContain('league');
    const missing = await get('league=MLB');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('name');
  });

  it('escapes every text it writes into the SVG', () => {
    const svg = avatarSvg({
      initials: initialsOf(`<script>alert("x")</script> O'Neil & Co`),
      label: `<script>alert("x")</script> O'Neil & Co`,
      colors: { primary: '#112233', secondary: '#445566' },
    });
    assertWellFormedSvg(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&apos;Neil &amp; Co');
    expect(initialsOf('James Walker K.')).toBe('JW');
  });
});
