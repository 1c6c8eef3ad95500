/**
 * Copying a prompt (spec §2 Results "Prompts", §9 copy notice 3 s): the async
 * Clipboard API first; where it is missing or refuses (permissions, insecure origin, a policy),
 * the fallback selects the text in a read-only field and tries `document.execCommand('copy')`;
 * if that fails too the text stays selected for the user to copy by hand (Ctrl/⌘+C).
 * The browser objects are passed in, so the logic is tested without a DOM.
 */

/** How long the "prompt copied" notice stays, ms (spec §9). */
export const COPY_NOTICE_MS = 3000;

/** `clipboard`: the Clipboard API wrote it; `fallback`: execCommand copied it; `manual`: the user must. */
export type CopyOutcome = 'clipboard' | 'fallback' | 'manual';

/** The part of `navigator.clipboard` used here. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/** The text a prompt card copies: context, a blank line, then the AI role. */
export function promptText(prompt: { context: string; aiRole: string }): string {
  return `${prompt.context}\n\n${prompt.aiRole}`;
}

/**
 * Copy `text` with `clipboard` (navigator.clipboard, possibly undefined), else with `fallback`,
 * which selects the text and answers whether the browser copied it. Never throws.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardWriter | undefined | null,
  fallback: () => boolean,
): Promise<CopyOutcome> {
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // Refused (no permission, not focused, policy): fall through to the selection fallback.
    }
  }
  try {
    return fallback() ? 'fallback' : 'manual';
  } catch {
    return 'manual';
  }
}

/** A text field that can be focused and selected (HTMLTextAreaElement). */
export interface SelectableField {
  value: string;
  focus(options?: FocusOptions): void;
  select(): void;
  setSelectionRange(start: number, end: number): void;
}

/** The document's legacy copy command. */
export interface CopyCommand {
  execCommand(command: string): boolean;
}

/**
 * Focus `field`, select all its text and ask `doc` to copy the selection. False when the command
 * is refused, unsupported or throws; the text stays selected either way.
 */
export function selectAndCopy(field: SelectableField, doc: CopyCommand): boolean {
  field.focus({ preventScroll: true });
  field.select();
  field.setSelectionRange(0, field.value.length);
  try {
    return doc.execCommand('copy') === true;
  } catch {
    return false;
  }
}
