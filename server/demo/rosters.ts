// A league's teams and rosters: team names and strengths, and players with unique names and their
// latent rates, all drawn from the league's own seeded stream.
import {
  mulberry32,
  pickOne,
  seedFrom,
  standardNormal,
  uniformInt,
  type Random,
} from '../../src/domain/probability/seeded-random';
import type { LeagueSpec } from './leagues';
import { NAME_PARTS } from './names';
import { statModels, type Player, type Team } from './players';
import type { DemoWorld, PlayerRow, RowIds, TeamRow } from './world-rows';

/** A first and last name no other player of the league has (no initials to tell two apart). */
function uniqueName(rng: Random, taken: Set<string>, women: boolean): string {
  const first = women ? NAME_PARTS.FIRST_WOMEN : NAME_PARTS.FIRST_MEN;
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const name = `${pickOne(rng, first)} ${pickOne(rng, NAME_PARTS.LAST)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // a crowded league: the first free pair from a random starting point
  const start = uniformInt(rng, 0, first.length * NAME_PARTS.LAST.length - 1);
  for (let i = 0; i < first.length * NAME_PARTS.LAST.length; i += 1) {
    const k = (start + i) % (first.length * NAME_PARTS.LAST.length);
    const name = `${first[k % first.length]} ${NAME_PARTS.LAST[Math.floor(k / first.length)]}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('More players than names in one league');
}

/** The league's teams with their rosters; their rows are added to the world as they are made. */
export function buildLeague(spec: LeagueSpec, seed: number, ids: RowIds, world: DemoWorld): Team[] {
  const rng = mulberry32(seedFrom(seed, 'league', spec.code));
  world.leagues.push({ code: spec.code, name: spec.name, sport: spec.sport });
  const names = new Set<string>();
  const teams: Team[] = [];
  for (let t = 0; t < spec.teams; t += 1) {
    const place = NAME_PARTS.PLACES[t % NAME_PARTS.PLACES.length] ?? 'City';
    const mascot = pickOne(rng, NAME_PARTS.MASCOTS);
    const row: TeamRow = {
      id: (ids.team += 1),
      league: spec.code,
      code: `${place.slice(0, 3).toUpperCase()}${t}`,
      name: `${place} ${mascot}`,
    };
    const team: Team = {
      row,
      rosters: [],
      gamesPlayed: 0,
      offense: Math.exp(0.08 * standardNormal(rng)),
      defense: Math.exp(0.08 * standardNormal(rng)),
      lastPlayed: null,
    };
    for (const role of spec.roles) {
      const players: Player[] = [];
      for (let p = 0; p < role.perTeam; p += 1) {
        const prow: PlayerRow = {
          id: (ids.player += 1),
          league: spec.code,
          team_id: row.id,
          name: uniqueName(rng, names, spec.women === true),
          position: role.position,
          player_type: role.playerType,
        };
        players.push({ row: prow, role, stats: statModels(role, rng), history: new Map() });
        world.players.push(prow);
      }
      team.rosters.push({ role, players });
    }
    teams.push(team);
    world.teams.push(row);
  }
  return teams;
}
