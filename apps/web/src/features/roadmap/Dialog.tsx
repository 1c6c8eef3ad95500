/**
 * A modal dialog on the native `<dialog>` element (WAI-ARIA APG "Dialog (Modal)"):
 * opened with `showModal()`, so the page behind is inert; Escape and a click on the backdrop close
 * it; Tab and Shift+Tab cycle inside it; on close focus returns to the element that had it before
 * (the card or button that opened it), or to `returnFocus` when given.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import '../ui/dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** `alertdialog` for a confirmation (APG "Alert and Message Dialogs"). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close; by default the element focused before opening. */
  returnFocus?: () => HTMLElement | null;
}

export function Dialog({ open, onClose, labelledBy, children, className, testId, role, returnFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The first field (or button) takes focus, unless something inside asked for it.
    const auto =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    auto?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current?.() ?? opener.current;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      data-testid={testId}
    >
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
