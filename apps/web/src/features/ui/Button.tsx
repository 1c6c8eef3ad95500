import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
  busyLabel?: ReactNode;
  /** The button element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button with a busy state: disabled, aria-busy and a spinner with its busy label. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  className,
  children,
  disabled,
  ...rest
}: Props) {
  return (
    <button
      type="button"
      {...rest}
      className={['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
