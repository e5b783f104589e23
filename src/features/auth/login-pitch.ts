// The sign-in screen's pitch (brand, sentence, value points): one source for the login view and for
// the first frame that the build writes into index.html (first-frame-html.ts), so both say the same.
export const LOGIN_PITCH = 'Smarter parlays, built from picks you can check.';

export const VALUE_POINTS = [
  'Picks from expert handicappers and algorithms, each with a confidence rating',
  'Game logs, charts and research behind every pick',
  'Turn your list into optimized parlays in one tap',
] as const;

/** The check mark beside each value point (IconCheck's path, src/ui/icons.tsx). */
export const POINT_ICON_PATH = 'M5 12l5 5 9-10';
