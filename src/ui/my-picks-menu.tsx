// A My Picks dropdown, one for the picks browser's header and the handicapper profile: the trigger
// with the count badge ('99+' at most), the panel of chosen picks under it, and when it closes
// (Escape, a press outside). Each caller brings the picks, its look (a CSS module composing
// my-picks-menu.module.css), the trigger's label and its test ids.
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { pickCountBadge } from '../domain/picks/list-paging';
import { MyPicksPanel, type MyPicksPanelClasses, type MyPicksPanelPick } from './my-picks-panel';
import { useDismiss } from './use-dismiss';

interface MyPicksMenuProps<T extends MyPicksPanelPick> {
  panelId: string;
  picks: readonly T[];
  onRemove(id: string): void;
  /**
   * Opens while a mouse hovers it and a click pins it open (the header); otherwise a click opens
   * and closes it (the profile).
   */
  opensOnHover?: boolean;
  /** The trigger's content before the count badge, and after it. */
  label: ReactNode;
  trailing?: ReactNode;
  /** Shown in the panel when the list is empty (carries its own test id). */
  empty: ReactNode;
  describe(pick: T): ReactNode;
  removeIcon: ReactNode;
  classes: MyPicksPanelClasses & {
    root?: string;
    trigger?: string;
    pinned?: string;
    badge?: string;
  };
  testIds: { toggle: string; badge?: string; panel: string; item: string; remove: string };
}

export function MyPicksMenu<T extends MyPicksPanelPick>({
  panelId,
  picks,
  onRemove,
  opensOnHover = false,
  label,
  trailing,
  empty,
  describe,
  removeIcon,
  classes,
  testIds,
}: MyPicksMenuProps<T>) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const open = hovered || pinned;
  const badge = pickCountBadge(picks.length);

  useDismiss(
    pinned,
    root,
    () => setPinned(false),
    () => {
      setPinned(false);
      setHovered(false);
    },
  );

  // Hover opens it only for a mouse: a touch "hover" would open and pin on the same tap.
  const hover = (next: boolean) => (event: PointerEvent) =>
    event.pointerType === 'mouse' && setHovered(next);

  return (
    <div
      className={classes.root}
      ref={root}
      onPointerEnter={opensOnHover ? hover(true) : undefined}
      onPointerLeave={opensOnHover ? hover(false) : undefined}
    >
      <button
        type="button"
        className={[classes.trigger, pinned && classes.pinned].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setPinned((p) => !p)}
        data-testid={testIds.toggle}
        data-pinned={opensOnHover ? pinned : undefined}
      >
        {label}
        {badge !== null && (
          <span className={classes.badge} data-testid={testIds.badge}>
            {badge}
          </span>
        )}
        {trailing}
      </button>
      <MyPicksPanel
        id={panelId}
        open={open}
        picks={picks}
        onRemove={onRemove}
        empty={empty}
        describe={describe}
        removeIcon={removeIcon}
        classes={classes}
        testIds={testIds}
      />
    </div>
  );
}
