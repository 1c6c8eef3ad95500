import type { FormEvent } from 'react';

/** After a refused submit, move focus to the first invalid field (once React has rendered it). */
export function focusFirstInvalid(e: FormEvent<HTMLFormElement>): void {
  const form = e.currentTarget;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
