// The league tabs of the picks browser, in order ('ALL' first, then the spec's browse list: MLB,
// CFB, NFL, NBA, NHL, WNBA, NCAA, MLS): also the filter menu's leagues and the default league
// preference's choices. Its own small module, since the first route reads it before the browser.
import { BROWSE_LEAGUES } from '../time/league-seasons';

export const LEAGUE_FILTERS = ['ALL', ...BROWSE_LEAGUES] as const;
