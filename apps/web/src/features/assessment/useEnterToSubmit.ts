import { useEffect } from 'react';

/**
 * Enter submits a valid answer (spec §4): from anywhere on the page but links,
 * buttons and form fields, which keep their own Enter. The answer's own controls are the
 * exceptions: an option's radio or checkbox (`data-option`) and an option's value field
 * (`data-answer-input`: Enter in the number field sends the answer once its value is valid, which
 * `canSubmit` says).
 */
export function useEnterToSubmit(canSubmit: boolean, submit: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.key !== 'Enter' ||
        e.isComposing ||
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        e.shiftKey ||
        e.defaultPrevented ||
        !canSubmit
      )
        return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      if (el && !isAnswerControl(el)) {
        if (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return;
        if (el.tagName === 'A' || el.tagName === 'BUTTON' || el.closest('a, button')) return;
      }
      e.preventDefault();
      submit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canSubmit, submit]);
}

/** Whether `el` is one of the answer's controls (option radio/checkbox or value field). */
function isAnswerControl(el: HTMLElement): boolean {
  return el.hasAttribute('data-option') || el.hasAttribute('data-answer-input');
}
