// Player images: an imported one when the import command brought one, else a generated avatar
// (the player's initials on their team's colours, as an SVG data URL).
// The demo's teams carry no colours, so each team's pair is derived from its code (stable).
import type { Kysely } from 'kysely';
import { initialsOf } from '../../src/domain/picks/initials';
import { seedFrom } from '../../src/domain/probability/seeded-random';
import type { DB } from '../db/tables';
import { findTeamCodeAndName } from '../repositories/teams.repository';
import { importedPlayerImage } from './player-image-import';
import { resolvePlayer } from './research-players';

export interface TeamColors {
  primary: string;
  secondary: string;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A dark primary (white initials stay readable) and a lighter accent from the team's code. */
export function teamColors(league: string, teamCode: string): TeamColors {
  const hue = seedFrom('team-colors', league, teamCode) % 360;
  return { primary: hslToHex(hue, 60, 30), secondary: hslToHex((hue + 40) % 360, 70, 55) };
}

/** Text for an SVG/XML text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export function avatarSvg(input: { initials: string; label: string; colors: TeamColors }): string {
  const { primary, secondary } = input.colors;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"',
    ` role="img" aria-label="${escapeXml(input.label)}">`,
    `<title>${escapeXml(input.label)}</title>`,
    `<circle cx="64" cy="64" r="64" fill="${primary}"/>`,
    `<path d="M0 96 H128 V128 H0 Z" fill="${secondary}" opacity="0.9"/>`,
    '<text x="64" y="60" text-anchor="middle" dominant-baseline="middle"',
    ' font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="48"',
    ` font-weight="700" fill="#ffffff">${escapeXml(input.initials)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The imported image when there is one, else the generated avatar; null for an unknown player.
 * A caller with the player's id gets that player's image (an import under their full name);
 * by name, the spec's first initial + last name can name two players (lowest id wins).
 */
export async function playerImage(
  db: Kysely<DB>,
  league: string,
  who: { playerId?: number | null; name?: string | null },
) {
  const player = await resolvePlayer(db, league, who);
  if (who.playerId != null && !player) return null;
  const imported = await importedPlayerImage(db, league, player?.name ?? who.name ?? '', {
    exactOnly: who.playerId != null,
  });
  if (imported) {
    return {
      success: true as const,
      data_url: imported.data_url,
      player_name: imported.player_name,
      team: player?.team ?? '',
    };
  }
  if (!player) return null;
  const team = await findTeamCodeAndName(db, player.teamId);
  const svg = avatarSvg({
    initials: initialsOf(player.name),
    label: `${player.name}, ${team.name}`,
    colors: teamColors(league, team.code),
  });
  return {
    success: true as const,
    data_url: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
    player_name: player.name,
    team: team.name,
  };
}
