// The first frame as static HTML, written into index.html at build time (vite.config.ts): the
// splash's first frame over the sign-in hero, so both paint before any script has loaded. The app
// replaces the hero when it renders; the sign-in screen carries the splash on (src/ui/first-frame-splash.ts).
// Classes are the global ones of first-frame.css, which the React views use too.
import { LOGIN_PITCH, POINT_ICON_PATH, VALUE_POINTS } from './login-pitch';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const pointIcon =
  '<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" ' +
  `focusable="false" class="login-point-icon"><path d="${POINT_ICON_PATH}"></path></svg>`;

/**
 * The splash, beside #root (the app's render leaves it; the sign-in screen carries it on and
 * removes it, any other first screen removes it at once).
 */
export function firstSplashHtml(): string {
  return (
    '<div class="splash" id="first-splash" data-testid="splash" aria-hidden="true">' +
    '<img class="splash-logo" src="/logo.svg" alt="" width="112" height="112" />' +
    '<p class="splash-word">Parlay <span class="splash-accent">Engine</span></p></div>'
  );
}

/** The markup of #root before the app renders: the sign-in screen's hero, under the splash. */
export function firstFrameHtml(): string {
  const points = VALUE_POINTS.map(
    (point) => `<li class="login-point">${pointIcon}${escape(point)}</li>`,
  ).join('');
  return (
    '<div class="login-screen" data-first-frame aria-hidden="true">' +
    '<section class="login-hero"><p class="login-brand">Parlay <span class="login-brand-accent">Engine</span></p>' +
    `<p class="login-pitch">${escape(LOGIN_PITCH)}</p><ul class="login-points">${points}</ul></section>` +
    '</div>'
  );
}
