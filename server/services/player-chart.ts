// The fallback chart of a pick: the player's last 10 games of the pick's stat as bars against the
// line, drawn as an SVG (base64) so it needs no image library and scales on any screen.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { pickByKey } from './picks';
import { escapeXml } from './player-image';
import { recentGames } from './stat-lines';

const CHART_GAMES = 10;
const WIDTH = 600;
const HEIGHT = 300;
const PAD = 36;

export async function pickChart(db: Kysely<DB>, key: string) {
  const pick = await pickByKey(db, key);
  if (!pick || pick.player_id === null || pick.stat_key === null) return null;
  const statKey = pick.stat_key;
  const lines = await recentGames(db, pick.player_id, {
    limit: CHART_GAMES,
    before: pick.event_date,
  });
  const games = lines
    .map((l) => ({ date: l.game_date, value: l.stats[statKey] }))
    .filter((g): g is { date: string; value: number } => typeof g.value === 'number')
    .reverse();
  if (games.length < 2) return null;
  const threshold = pick.stat_threshold === null ? null : Number(pick.stat_threshold);
  const top = Math.max(1, threshold ?? 0, ...games.map((g) => g.value)) * 1.15;
  const y = (v: number) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * v) / top;
  const slot = (WIDTH - 2 * PAD) / games.length;
  const bars = games
    .map((g, i) => {
      const over = threshold !== null && g.value > threshold;
      const x = PAD + i * slot + slot * 0.15;
      return `<rect x="${x.toFixed(1)}" y="${y(g.value).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${(HEIGHT - PAD - y(g.value)).toFixed(1)}" fill="${over ? '#2e7d32' : '#c62828'}"/><text x="${(x + slot * 0.35).toFixed(1)}" y="${(HEIGHT - PAD + 14).toFixed(1)}" font-size="10" text-anchor="middle">${g.date.slice(5)}</text><text x="${(x + slot * 0.35).toFixed(1)}" y="${(y(g.value) - 4).toFixed(1)}" font-size="11" text-anchor="middle">${g.value}</text>`;
    })
    .join('');
  const line =
    threshold === null
      ? ''
      : `<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y(threshold).toFixed(1)}" y2="${y(threshold).toFixed(1)}" stroke="#1565c0" stroke-dasharray="6 4"/><text x="${WIDTH - PAD}" y="${(y(threshold) - 6).toFixed(1)}" font-size="11" text-anchor="end" fill="#1565c0">Line ${threshold}</text>`;
  const title = escapeXml(`${pick.player_name} – ${pick.stat_type}, last ${games.length} games`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif"><rect width="100%" height="100%" fill="#fff"/><text x="${PAD}" y="20" font-size="13">${title}</text>${bars}${line}</svg>`;
  return {
    success: true as const,
    mime_type: 'image/svg+xml',
    chart_data: Buffer.from(svg).toString('base64'),
    games: games.length,
  };
}
