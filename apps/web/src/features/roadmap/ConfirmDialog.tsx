/** A yes/no confirmation (spec §2: deleting a task and regenerating ask first), on {@link Dialog}. */
import { useId, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from './Dialog';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
  testId,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      labelledBy={`${id}-title`}
      role="alertdialog"
      className="dialog--confirm"
      testId={testId}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__text">{children}</div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button
          variant="primary"
          className={danger ? 'btn--danger' : undefined}
          onClick={onConfirm}
          busy={busy}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
