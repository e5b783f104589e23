import { describe, expect, it } from 'vitest';
import { firstFrameHtml, firstSplashHtml } from '../../../../src/features/auth/first-frame-html';
import { LOGIN_PITCH, VALUE_POINTS } from '../../../../src/features/auth/login-pitch';

describe('the first frame written into index.html', () => {
  it('holds the sign-in hero in the words the login view uses', () => {
    const html = firstFrameHtml();
    expect(html).toContain(`<p class="login-pitch">${LOGIN_PITCH}</p>`);
    for (const point of VALUE_POINTS) expect(html).toContain(`${point}</li>`);
    expect(html.match(/<li class="login-point">/g)).toHaveLength(VALUE_POINTS.length);
    // a picture of what the app draws next, hidden from assistive technology
    expect(html).toMatch(/^<div class="login-screen" data-first-frame aria-hidden="true">/);
  });

  it('puts the splash beside #root, where the app can find and carry it on', () => {
    expect(firstSplashHtml()).toMatch(
      /^<div class="splash" id="first-splash" data-testid="splash"/,
    );
    expect(firstSplashHtml()).toContain('class="splash-logo"');
    expect(firstFrameHtml()).not.toContain('splash');
  });
});
