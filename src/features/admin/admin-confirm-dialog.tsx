// The admin panels' confirmation dialog ('Confirm Date Change', 'Start Confidence Refresh'): a
// modal that traps focus, closes on Escape or Cancel, and confirms with its one primary button.
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { useModal } from '../../ui/use-modal';
import frame from '../../ui/dialog-frame.module.css';
import styles from './admin.module.css';

interface AdminConfirmDialogProps {
  title: string;
  confirmLabel: string;
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function AdminConfirmDialog({
  title,
  confirmLabel,
  testId,
  onConfirm,
  onCancel,
  children,
}: AdminConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useModal(panel, onCancel);
  return (
    <div className={frame.backdrop}>
      <div
        ref={panel}
        className={frame.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId} className={frame.title}>
          {title}
        </h2>
        <div id={textId} className={frame.text}>
          {children}
        </div>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
