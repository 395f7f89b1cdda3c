/** Yes/no confirmation in a modal dialog; the safe choice (cancel) has the initial focus. */
import { useId } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, message, confirmLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog title={title} onCancel={onCancel} testId="confirm-dialog" describedBy={messageId}>
      <p id={messageId}>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel} autoFocus data-testid="confirm-cancel">
          Cancel
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={onConfirm}
          data-testid="confirm-accept"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
