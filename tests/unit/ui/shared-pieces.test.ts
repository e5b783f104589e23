// The shared avatar, My Picks panel and code-entry pieces draw what the hand-drawn copies drew: same attributes, same
// texts, same test ids (rendered to markup, no DOM needed).
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hueOf } from '../../../src/domain/picks/initials';
import { InitialsAvatar } from '../../../src/ui/initials-avatar';
import { MyPicksPanel } from '../../../src/ui/my-picks-panel';
import { ResendButton } from '../../../src/ui/resend-button';
import { CodeField } from '../../../src/ui/text-field';

describe('InitialsAvatar', () => {
  it('tints by the name and hides itself from screen readers by default', () => {
    expect(
      renderToStaticMarkup(h(InitialsAvatar, { name: "Cole's Algo Picks", className: 'a' })),
    ).toBe(
      `<span class="a" style="--hue:${hueOf("Cole's Algo Picks")}" aria-hidden="true">CP</span>`,
    );
  });

  it('can stay untinted and readable', () => {
    expect(
      renderToStaticMarkup(
        h(InitialsAvatar, { name: 'Sam Okafor', className: 'b', tinted: false, decorative: false }),
      ),
    ).toBe('<span class="b">SO</span>');
  });
});

describe('MyPicksPanel', () => {
  const testIds = { panel: 'p', item: 'p-item', remove: 'p-remove' };
  const pick = {
    id: 'pick_1',
    confidence: 82,
    playerName: 'Brandon Underwood',
    betType: 'Over 34.5 PRA',
    gameInfo: 'Summit Owls vs Redwood Rangers',
  };

  it('lists each pick with its percent and a labelled remove button', () => {
    const html = renderToStaticMarkup(
      h(MyPicksPanel<typeof pick>, {
        id: 'panel',
        open: true,
        picks: [pick],
        onRemove: () => undefined,
        empty: h('p', { 'data-testid': 'p-empty' }, 'none'),
        describe: (item) => item.playerName,
        removeIcon: 'x',
        classes: {},
        testIds,
      }),
    );
    expect(html).toContain('role="region" aria-label="My Picks" data-testid="p"');
    expect(html).toContain(
      '<li data-testid="p-item"><span>82%</span><span>Brandon Underwood</span>',
    );
    expect(html).toContain(
      'aria-label="Remove Brandon Underwood Over 34.5 PRA" data-testid="p-remove"',
    );
    expect(html).not.toContain('hidden');
  });

  it('shows the empty text when the list is empty, and hides while closed', () => {
    const html = renderToStaticMarkup(
      h(MyPicksPanel<typeof pick>, {
        id: 'panel',
        open: false,
        picks: [],
        onRemove: () => undefined,
        empty: h('p', { 'data-testid': 'p-empty' }, 'none'),
        describe: () => '',
        removeIcon: 'x',
        classes: {},
        testIds,
      }),
    );
    expect(html).toContain('hidden=""');
    expect(html).toContain('<p data-testid="p-empty">none</p>');
  });
});

describe('the code-entry pieces', () => {
  it('CodeField keeps only six digits and asks the phone for a one-time code', () => {
    const markup = renderToStaticMarkup(
      h(CodeField, { id: 'c', value: '123456', onChange: () => undefined, testId: 'c-code' }),
    );
    expect(markup).toContain('<label class="');
    expect(markup).toContain('for="c">Verification code</label>');
    expect(markup).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    expect(markup).toContain('autoComplete="one-time-code"');
    expect(markup).toContain('data-testid="c-code"');
  });

  it('ResendButton counts down, then offers the resend', () => {
    const props = { className: 'l', blocked: false, onResend: () => undefined, testId: 'r' };
    expect(renderToStaticMarkup(h(ResendButton, { ...props, secondsLeft: 42 }))).toBe(
      '<button type="button" class="l" disabled="" data-testid="r">Resend code in 42s</button>',
    );
    expect(renderToStaticMarkup(h(ResendButton, { ...props, secondsLeft: 0 }))).toBe(
      '<button type="button" class="l" data-testid="r">Resend code</button>',
    );
    expect(
      renderToStaticMarkup(
        h(ResendButton, {
          ...props,
          secondsLeft: 0,
          blocked: true,
          label: 'Resend link',
        }),
      ),
    ).toBe('<button type="button" class="l" disabled="" data-testid="r">Resend link</button>');
  });
});
