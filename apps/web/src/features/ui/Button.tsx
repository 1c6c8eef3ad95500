import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
  busyLabel?: ReactNode;
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
