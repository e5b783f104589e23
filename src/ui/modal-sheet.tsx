// The large dialogs' frame (pick detail, raw sheet): a backdrop that closes the dialog when pressed
// outside the panel, and the modal panel itself (focus trapped, Escape closes, page scroll locked).
// The caller's classes compose src/ui/panel-frame.module.css and add its size and layers.
import { useRef, type ReactNode } from 'react';
import { useModal } from './use-modal';

interface ModalSheetProps {
  onClose(): void;
  backdropClassName: string | undefined;
  panelClassName: string | undefined;
  /** The id of the panel's heading. */
  labelledBy: string;
  testId: string;
  backdropTestId?: string;
  /** Written to data-state (the pick detail says 'open' or 'closing'). */
  state?: string;
  children: ReactNode;
}

export function ModalSheet({
  onClose,
  backdropClassName,
  panelClassName,
  labelledBy,
  testId,
  backdropTestId,
  state,
  children,
}: ModalSheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);
  return (
    <div
      className={backdropClassName}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid={backdropTestId}
    >
      <div
        ref={panel}
        className={panelClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
        data-state={state}
      >
        {children}
      </div>
    </div>
  );
}
