import { useEffect } from 'react';

/**
 * Enter submits a valid answer (spec §4) unless focus is in a text field; other buttons and
 * links keep their own Enter behaviour (option bubbles excepted: they are part of the answer).
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
        !canSubmit
      )
        return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      if (el && (el.tagName === 'A' || (el.tagName === 'BUTTON' && !el.hasAttribute('data-option')))) return;
      e.preventDefault();
      submit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canSubmit, submit]);
}
