// The large dialogs' frame (pick detail, raw sheet): a backdrop that closes the dialog when pressed
// outside the panel, the modal panel itself (focus trapped, Escape closes, page scroll locked) and
// its round X button. The caller's classes compose src/ui/panel-frame.module.css and add its size
// and layers.
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { IconClose } from './icons';
import { useModal } from './use-modal';
import frame from './panel-frame.module.css';

/** The open sheet's close, for its X button wherever the dialog's header puts it. */
const CloseSheet = createContext<() => void>(() => {});

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
        <CloseSheet.Provider value={onClose}>{children}</CloseSheet.Provider>
      </div>
    </div>
  );
}

interface ModalSheetCloseProps {
  testId: string;
  /** Added to the frame's look (the pick detail's hover shade). */
  className?: string;
}

/** The sheet's X: closes it as Escape and the backdrop do. Placed inside a ModalSheet. */
export function ModalSheetClose({ testId, className }: ModalSheetCloseProps) {
  const close = useContext(CloseSheet);
  return (
    <button
      type="button"
      className={className ? `${frame.close} ${className}` : frame.close}
      onClick={close}
      aria-label="Close"
      data-testid={testId}
    >
      <IconClose size={20} />
    </button>
  );
}
