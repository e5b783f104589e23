// The league tabs of the picks browser, in order ('ALL' first): also the choices of the default
// league preference. Its own small module, since the first route reads it before the browser loads.
export const LEAGUE_FILTERS = ['ALL', 'MLB', 'CFB', 'NFL', 'NBA', 'NHL'] as const;
