import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
}

/** A labelled input with its hint and error, wired with aria-describedby / aria-invalid. */
export function Field({ label, error, hint, optionalLabel, name, ...input }: Props) {
  const id = useId();
  // A hint that says the same as the error is not repeated.
  const showHint = hint !== undefined && hint !== error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel && <span className="field__optional"> {optionalLabel}</span>}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        data-testid={name ? `field-${name}` : undefined}
        {...input}
      />
      {showHint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" data-testid={name ? `error-${name}` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
