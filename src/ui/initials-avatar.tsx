// A person's initials in a circle, for players and handicappers without a photo: one drawing for
// the pick card, the Picked By faces, the handicapper card and profile, My Picks and the pick detail.
import type { CSSProperties } from 'react';
import { hueOf, initialsOf } from '../domain/picks/initials';

interface InitialsAvatarProps {
  name: string;
  /** The caller's size and shape (each screen draws its avatar at its own size). */
  className?: string;
  /** Tints the circle by the name (`--hue`); the pick detail's hero keeps its own colour. */
  tinted?: boolean;
  /** Hidden from screen readers where the name is written beside it (the default). */
  decorative?: boolean;
}

export function InitialsAvatar({
  name,
  className,
  tinted = true,
  decorative = true,
}: InitialsAvatarProps) {
  return (
    <span
      className={className}
      style={tinted ? ({ '--hue': hueOf(name) } as CSSProperties) : undefined}
      aria-hidden={decorative ? 'true' : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
