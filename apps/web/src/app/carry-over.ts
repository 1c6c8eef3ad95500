/**
 * What a visitor typed into a prerendered form before the app started (issue 10 item 8): the
 * server sends the login and register forms as plain HTML, React then replaces that markup with
 * its own. These helpers carry the fields' values, checkboxes and focus over, so nothing typed in
 * that moment is lost. Fields are matched by `data-testid` (the markup's ids differ between the
 * build's render and the browser's).
 */

/** A field's state worth carrying: its value or checked state, and whether it had the focus. */
export interface TypedField {
  testId: string;
  value?: string;
  checked?: boolean;
  focused: boolean;
}

/** The fields of `root` the visitor changed (or focused), before React replaces them. */
export function readTypedFields(root: ParentNode): TypedField[] {
  const fields: TypedField[] = [];
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[data-testid], textarea[data-testid]',
  )) {
    const focused = el === document.activeElement;
    const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    const changed = box
      ? (el as HTMLInputElement).checked !== (el as HTMLInputElement).defaultChecked
      : el.value !== el.defaultValue;
    if (!changed && !focused) continue;
    const field: TypedField = { testId: el.dataset.testid!, focused };
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
 * event (so that React's onChange sees them), checkboxes by a click, then the focus.
 */
export function restoreTypedFields(root: ParentNode, fields: readonly TypedField[]): void {
  for (const field of fields) {
    const el = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[data-testid="${CSS.escape(field.testId)}"]`,
    );
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
