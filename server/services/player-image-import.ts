// Imported player images: checked (a real PNG, JPEG, WebP or GIF, at most 256 KB, a known league)
// before anything is written, then stored in the import's transaction.
import type { Kysely, Transaction } from 'kysely';
import { PLAYER_IMAGE_MAX_BYTES, type ImportPlayerImage } from '../../src/api/admin-contract';
import type { DB } from '../db/tables';
import {
  selectLeaguePlayerImages,
  upsertPlayerImage,
} from '../repositories/player-images.repository';
import { isoAt, type Clock } from './clock';
import { RESEARCH_LEAGUES, nameMatchesQuery } from './research-players';

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes each accepted type starts with (the file must be what it claims to be). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8'),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Why an image cannot be imported, or null when it can. */
export function playerImageProblem(image: ImportPlayerImage): string | null {
  if (!RESEARCH_LEAGUES.includes(image.league.trim().toUpperCase())) {
    return `Unknown league ${image.league}; use one of ${RESEARCH_LEAGUES.join(', ')}.`;
  }
  if (image.player_name.trim() === '') return 'player_name must not be blank.';
  const match = DATA_URL.exec(image.data_url.trim());
  if (!match) return 'data_url must be a base64 data URL of a PNG, JPEG, WebP or GIF image.';
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PLAYER_IMAGE_MAX_BYTES) {
    return `The image is ${bytes.length} bytes; at most ${PLAYER_IMAGE_MAX_BYTES} are accepted.`;
  }
  if (!SIGNATURES[match[1]!]!(bytes)) return `The data is not a ${match[1]} file.`;
  return null;
}

/** Stores checked images (a later import of the same player replaces the earlier image). */
export async function writePlayerImages(
  trx: Transaction<DB>,
  clock: Clock,
  images: readonly ImportPlayerImage[],
): Promise<void> {
  for (const image of images) {
    await upsertPlayerImage(trx, {
      league: image.league.trim().toUpperCase(),
      player_name: image.player_name.trim(),
      data_url: image.data_url.trim(),
      imported_at: isoAt(clock),
    });
  }
}

/** The imported image of the player the query names (full name first, then initial + last name). */
export async function importedPlayerImage(
  db: Kysely<DB>,
  league: string,
  name: string,
  options: { exactOnly?: boolean } = {},
): Promise<{ player_name: string; data_url: string } | null> {
  if (name.trim() === '') return null;
  const rows = await selectLeaguePlayerImages(db, league);
  return (
    rows.find((r) => nameMatchesQuery(r.player_name, name) === 'exact') ??
    (options.exactOnly
      ? undefined
      : rows.find((r) => nameMatchesQuery(r.player_name, name) === 'initial')) ??
    null
  );
}
