/**
 * What a visitor did on a prerendered page before the app started: the server
 * sends the home, login and register screens as plain HTML, the app starts on the visitor's first
 * interaction (src/boot.ts), and React then replaces that markup with its own render of the same
 * tree. These helpers carry the fields' values, checkboxes and the focus over, so nothing typed in
 * that moment is lost. Fields are matched by `data-testid`, or an option (radio, checkbox) by its
 * `name` and `value` (the markup's ids differ between the server's render and the browser's);
 * other elements by their position under the root, which the same tree keeps.
 */

/**
 * A field's state worth carrying: the selector that finds it in React's render, its value or
 * checked state, and whether it had the focus.
 */
export interface TypedField {
  selector: string;
  value?: string;
  checked?: boolean;
  focused: boolean;
}

/** Fields carried over: those with a test id, and options known by name and value. */
const CARRIED =
  'input[data-testid], textarea[data-testid], input[type="radio"][name][value], input[type="checkbox"][name][value]';

/** The selector that finds `el` again in another render of the same page. */
function selectorOf(el: HTMLInputElement | HTMLTextAreaElement): string {
  const testId = el.dataset.testid;
  if (testId !== undefined) return `[data-testid="${CSS.escape(testId)}"]`;
  return `input[name="${CSS.escape(el.name)}"][value="${CSS.escape(el.value)}"]`;
}

/**
 * The position of `el` under `root`: child indexes from `root` down (`[]` for `root` itself), or
 * null when `el` is not inside `root`.
 */
export function pathOf(root: Element, el: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = el; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `root` (see {@link pathOf}), or null when the tree has none there. */
export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

/** The fields of `root` the visitor changed (or focused), before React replaces them. */
export function readTypedFields(root: ParentNode): TypedField[] {
  const fields: TypedField[] = [];
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(CARRIED)) {
    const focused = el === document.activeElement;
    const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    const changed = box
      ? (el as HTMLInputElement).checked !== (el as HTMLInputElement).defaultChecked
      : el.value !== el.defaultValue;
    if (!changed && !focused) continue;
    const field: TypedField = { selector: selectorOf(el), focused };
    if (changed) {
      if (box) field.checked = (el as HTMLInputElement).checked;
      else field.value = el.value;
    }
    fields.push(field);
  }
  return fields;
}

/**
 * Put `fields` back into React's form in `root`: values through the native setter and an `input`
 * event (so that React's onChange sees them), checkboxes and radios by a click (a chat option
 * chosen before the takeover is then chosen for React, as a click would), then the focus.
 */
export function restoreTypedFields(root: ParentNode, fields: readonly TypedField[]): void {
  for (const field of fields) {
    const el = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(field.selector);
    if (!el) continue;
    if (field.value !== undefined) {
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(el, field.value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (field.checked !== undefined && (el as HTMLInputElement).checked !== field.checked) {
      (el as HTMLInputElement).click();
    }
    if (field.focused) el.focus();
  }
}

/**
 * Everything to carry over, read just before React replaces the markup of `root`: the changed
 * fields and where the focus is (a link or button a keyboard user tabbed to, for instance).
 */
export interface Takeover {
  fields: TypedField[];
  focus: number[] | null;
}

/** Read the {@link Takeover} of `root`. */
export function readTakeover(root: Element): Takeover {
  const active = document.activeElement;
  return {
    fields: readTypedFields(root),
    focus: active && active !== root ? pathOf(root, active) : null,
  };
}

/**
 * Apply `state` to React's render of `root`: the fields first, then the focus on the element at
 * the same place (skipped when a field already took it, or when nothing focusable is there).
 */
export function restoreTakeover(root: Element, state: Takeover): void {
  restoreTypedFields(root, state.fields);
  if (!state.focus || state.fields.some((f) => f.focused)) return;
  const el = elementAt(root, state.focus);
  if (el instanceof HTMLElement) el.focus();
}
