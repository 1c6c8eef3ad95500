/**
 * The answer options (spec §2, §4). Single choice is a native radio group (one
 * tab stop, arrow keys move and select, Space selects); multiple choice is checkboxes (an
 * exclusive option clears the others). Each control is styled as the option bubble of the
 * mock-up. The letter keys A–E choose the option of that letter while focus is not in a field.
 * A selected option that takes a value shows its field, validated live.
 *
 * While re-taking, the options the previous assessment chose (`suggested`) carry
 * "your answer last time" inside their label, so a screen reader reads it with the option.
 *
 * Two callbacks: `onChange` for every change of the draft, `onPick` for a deliberate choice (a
 * click, Space or a letter key; not an arrow key, which only moves through the group), which the
 * page may send at once (auto-advance).
 */
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@hai/domain';
import type { QuestionView } from '../../lib/trpc';
import { inputErrors, toggleOption, type Draft } from './answer';
import { isTypingTarget, optionForKey } from './chat-keys';

interface Props {
  question: QuestionView;
  draft: Draft;
  locale: Locale;
  disabled: boolean;
  /** Id of the element naming the group (the question's text). */
  labelledBy: string;
  /** Options the previous assessment chose (re-take), marked "your answer last time". */
  suggested?: readonly string[];
  /** Id of an element describing the group (the re-take's hint). */
  describedBy?: string;
  onChange: (draft: Draft) => void;
  /** A deliberate choice of `optionId`, with the draft it makes. */
  onPick: (optionId: string, draft: Draft) => void;
}

/** DOM id of an option's radio or checkbox. */
export const controlId = (optionId: string) => `option-control-${optionId}`;
/** DOM id of an option's value field. */
export const valueId = (optionId: string) => `option-value-${optionId}`;

export function OptionList({
  question,
  draft,
  locale,
  disabled,
  labelledBy,
  suggested,
  describedBy,
  onChange,
  onPick,
}: Props) {
  const { t } = useTranslation('assessment');
  // Where focus goes once the change is rendered: the chosen option's field, else its control.
  const focusNext = useRef<string | null>(null);
  // An arrow key is moving through the radio group: the change it makes is not a pick.
  const arrowing = useRef(false);
  // The option was already chosen when the pointer went down on it (a click then is a pick too).
  const checkedOnPress = useRef<string | null>(null);
  const errors = inputErrors(question, draft, locale);
  const multiple = question.questionType === 'multiple_choice';
  const hintId = `${labelledBy}-hint`;

  /** The draft with `id` clicked (single: chosen; multiple: toggled). */
  const withOption = (id: string): Draft => ({
    ...draft,
    selected: toggleOption(question, draft.selected, id),
  });

  const choose = (id: string, pick: boolean) => {
    const next = withOption(id);
    onChange(next);
    const option = question.options.find((o) => o.id === id);
    // An arrow key leaves focus where the browser puts it (on the radio, to keep moving).
    if (!pick) return;
    focusNext.current = option?.requiresInput && next.selected.includes(id) ? valueId(id) : controlId(id);
    onPick(id, next);
  };

  // After each render: focus what the last choice asked for.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const el = document.getElementById(target);
    if (el && document.activeElement !== el) el.focus();
  });

  // Letter keys choose (current question only: the listener goes with this list).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey || e.ctrlKey || e.metaKey || disabled) return;
      if (isTypingTarget(e.target instanceof HTMLElement ? (e.target as HTMLInputElement) : null)) return;
      const option = optionForKey(question, e.key);
      if (!option) return;
      e.preventDefault();
      choose(option.id, true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const onControlKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>, id: string) => {
    if (e.key.startsWith('Arrow')) {
      arrowing.current = true;
      // The change (if any) happens during this key's default action; reset right after.
      setTimeout(() => {
        arrowing.current = false;
      }, 0);
    } else if (e.key === ' ' && !multiple && draft.selected.includes(id)) {
      // Space on the option already chosen (after moving with the arrows) confirms it.
      e.preventDefault();
      onPick(id, draft);
    }
  };

  const placeholder = (o: QuestionView['options'][number]) =>
    o.inputType === 'text'
      ? t('placeholderText')
      : o.inputMin !== null && o.inputMax !== null
        ? t(o.inputType === 'decimal' ? 'placeholderDecimal' : 'placeholderRange', {
            min: o.inputMin,
            max: o.inputMax,
          })
        : t('placeholderNumber');
  const setInput = (id: string, value: string) => {
    onChange({ ...draft, inputs: { ...draft.inputs, [id]: value } });
  };

  return (
    <div
      className="options"
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={`${labelledBy} ${hintId}`}
      aria-describedby={describedBy}
      data-testid="options"
    >
      <span id={hintId} className="sr-only">
        {multiple ? t('chooseMany') : t('chooseOne')}
      </span>
      {question.options.map((o) => {
        const selected = draft.selected.includes(o.id);
        const error = errors[o.id];
        // Shown once something is typed: a message appearing on blur would move the options
        // under the pointer. An empty field only keeps the submit button disabled.
        const showError = error !== undefined && (draft.inputs[o.id] ?? '') !== '';
        const errorId = `err-${o.id}`;
        return (
          <div key={o.id} className={`option${selected ? ' option--selected' : ''}`}>
            <label className="option__bubble" data-testid={`option-${o.id}`}>
              <input
                id={controlId(o.id)}
                className="option__control"
                type={multiple ? 'checkbox' : 'radio'}
                name={`q-${question.id}`}
                value={o.id}
                checked={selected}
                disabled={disabled}
                data-option
                onChange={() => choose(o.id, !arrowing.current)}
                onKeyDown={(e) => onControlKeyDown(e, o.id)}
                onPointerDown={() => {
                  checkedOnPress.current = selected ? o.id : null;
                }}
                onClick={() => {
                  // A click on the option already chosen makes no change: it is still a pick.
                  if (!multiple && checkedOnPress.current === o.id) onPick(o.id, draft);
                  checkedOnPress.current = null;
                }}
              />
              <span
                className={`option__mark option__mark--${multiple ? 'check' : 'radio'}`}
                aria-hidden="true"
              />
              <span className="option__key" aria-hidden="true">
                {o.key}
              </span>
              <span className="option__text">
                {o.optionText}
                {suggested?.includes(o.id) && (
                  <span className="option__last" data-testid={`last-time-${o.id}`}>
                    <span className="sr-only">, </span>
                    {t('lastTime')}
                  </span>
                )}
              </span>
            </label>
            {selected && o.requiresInput && (
              <div className="option__input">
                <input
                  id={valueId(o.id)}
                  className="input"
                  type="text"
                  inputMode={
                    o.inputType === 'integer' ? 'numeric' : o.inputType === 'decimal' ? 'decimal' : 'text'
                  }
                  enterKeyHint="send"
                  maxLength={o.inputType === 'text' ? (o.maxLength ?? undefined) : 12}
                  aria-label={t('inputLabel', { option: o.optionText })}
                  placeholder={placeholder(o)}
                  value={draft.inputs[o.id] ?? ''}
                  onChange={(e) => setInput(o.id, e.target.value)}
                  aria-invalid={showError || undefined}
                  aria-describedby={showError ? errorId : undefined}
                  disabled={disabled}
                  data-answer-input
                  data-testid={`input-${o.id}`}
                />
                {showError && (
                  <p id={errorId} className="field__error" role="alert" data-testid={`input-error-${o.id}`}>
                    {error}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
