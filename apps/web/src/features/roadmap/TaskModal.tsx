/**
 * The task modal (spec §2 "Roadmap", §3 "Roadmap task"): create a custom task or
 * edit one. Title, category (one of the categories present, or "Other") and status are required;
 * the rest is optional. Client rules are the server's (`validateTask`); the server's field errors
 * show under their fields; nothing typed is lost when a save is refused. Delete asks first.
 * Escape or a click on the backdrop closes it; focus stays inside and returns to the opener.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROADMAP_HORIZONS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  horizonLabel,
  isNamedPriority,
  type CreateTaskInput,
  type RoadmapTaskView,
} from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import { focusFirstInvalid } from '../auth/focus-invalid';
import { serverFieldErrors, type FieldErrors } from '../auth/form-errors';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { errorBody, errorMessage } from '../../lib/trpc';
import { Dialog } from './Dialog';
import { CustomBadge } from './TaskBits';
import { emptyTaskValues, taskValues, validateTask, type TaskFormValues } from './task-form';

interface Props {
  /** The task to edit, or null to create one. */
  task: RoadmapTaskView | null;
  /** The categories present in the roadmap (the category select's choices). */
  categories: string[];
  /** The category a new task starts with (the filter's), if any. */
  defaultCategory: string | null;
  onClose: () => void;
  /** Save; rejects with the server's error (the modal stays open and shows it). */
  onSave: (payload: CreateTaskInput, id: string | null) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** Where focus goes when the modal closes (the card, which may have re-rendered). */
  returnFocus: () => HTMLElement | null;
}

export function TaskModal({
  task,
  categories,
  defaultCategory,
  onClose,
  onSave,
  onDelete,
  returnFocus,
}: Props) {
  const { t } = useTranslation('roadmap');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<TaskFormValues>(() =>
    task ? taskValues(task) : emptyTaskValues(defaultCategory),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const keep = task ? { horizon: task.horizon, timeline: task.timeline } : undefined;
  const check = validateTask(values, locale, keep);
  const clientErrors = attempted && !check.ok ? check.errors : {};
  const errorOf = (name: keyof TaskFormValues) => clientErrors[name] ?? serverErrors[name];

  const set = (name: keyof TaskFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  // A task's own category stays a choice even if no other task has it.
  const choices =
    values.category && !categories.includes(values.category) ? [...categories, values.category] : categories;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    if (!check.ok) {
      focusFirstInvalid(event);
      return;
    }
    setSaving(true);
    const form = event.currentTarget;
    try {
      await onSave(check.payload, task?.id ?? null);
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(errorBody(err)?.fields);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(err, t('errors.save')));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!task) return;
    setDeleting(true);
    try {
      await onDelete(task.id);
      onClose();
    } catch {
      // The screen shows the alert; the modal stays so nothing is lost.
      setConfirmDelete(false);
    } finally {
      setDeleting(false);
    }
  };

  const field = (
    name: keyof TaskFormValues,
    label: string,
    control: (props: FieldProps) => ReactNode,
    optional = true,
  ) => {
    const error = errorOf(name);
    const fieldId = `${id}-${name}`;
    return (
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={fieldId}>
          {label}
          {optional && <span className="field__optional"> {t('optional')}</span>}
        </label>
        {control({
          id: fieldId,
          name,
          value: values[name],
          onChange: set(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          'data-testid': `task-${name}`,
        })}
        {error && (
          <p id={`${fieldId}-error`} className="field__error" data-testid={`task-error-${name}`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={`${id}-heading`}
      className="dialog--task"
      testId="task-modal"
      returnFocus={returnFocus}
    >
      <form className="form rm-form" onSubmit={submit} noValidate>
        <header className="dialog__header">
          <h2 id={`${id}-heading`} className="dialog__title">
            {task ? t('modal.editTitle') : t('modal.createTitle')}
          </h2>
          {task && !task.isGenerated && <CustomBadge />}
          <button
            type="button"
            className="dialog__close"
            onClick={onClose}
            aria-label={t('modal.close')}
            data-testid="task-modal-close"
          >
            ×
          </button>
        </header>

        {formError && <Alert tone="error">{formError}</Alert>}

        {field(
          'title',
          t('fields.title'),
          (p) => (
            <input {...p} className="input" maxLength={250} required data-autofocus />
          ),
          false,
        )}
        <div className="rm-form__row">
          {field(
            'category',
            t('fields.category'),
            (p) => (
              <select {...p} className="input">
                {choices.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                <option value="">{t('other')}</option>
              </select>
            ),
            false,
          )}
          {field(
            'status',
            t('fields.status'),
            (p) => (
              <select {...p} className="input">
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            ),
            false,
          )}
        </div>
        <div className="rm-form__row">
          {field(
            'priority',
            t('fields.priority'),
            (p) => (
              <select {...p} className="input">
                {TASK_PRIORITIES.map((s) => (
                  <option key={s} value={s}>
                    {t(`priority.${s}`)}
                  </option>
                ))}
                {/* A priority written as free text through the API (spec §3) stays selectable as written. */}
                {!isNamedPriority(values.priority) && (
                  <option value={values.priority}>{values.priority}</option>
                )}
              </select>
            ),
            false,
          )}
          {field('horizon', t('fields.timeline'), (p) => (
            <select {...p} className="input">
              <option value="">{t('noHorizon')}</option>
              {ROADMAP_HORIZONS.map((h) => (
                <option key={h} value={h}>
                  {horizonLabel(h, locale)}
                </option>
              ))}
            </select>
          ))}
        </div>
        {field('description', t('fields.description'), (p) => (
          <textarea {...p} className="input" rows={3} />
        ))}
        {field('budget', t('fields.budget'), (p) => (
          <input {...p} className="input" />
        ))}
        <div className="rm-form__row">
          {field('tools', t('fields.tools'), (p) => (
            <textarea {...p} className="input" rows={3} placeholder={t('modal.onePerLine')} />
          ))}
          {field('kpi', t('fields.kpis'), (p) => (
            <textarea {...p} className="input" rows={3} placeholder={t('modal.onePerLine')} />
          ))}
        </div>
        {field('expectedResults', t('fields.expectedResults'), (p) => (
          <textarea {...p} className="input" rows={2} />
        ))}
        {field('notes', t('fields.notes'), (p) => (
          <textarea {...p} className="input" rows={3} />
        ))}

        <footer className="dialog__actions rm-form__actions">
          {task &&
            (confirmDelete ? (
              <div className="rm-confirm" role="group" aria-labelledby={`${id}-confirm`}>
                <span id={`${id}-confirm`} className="rm-confirm__text">
                  {t('modal.deleteConfirm')}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  ref={(el) => el?.focus()}
                  onClick={() => setConfirmDelete(false)}
                  data-testid="task-delete-cancel"
                >
                  {t('modal.cancel')}
                </Button>
                <Button
                  size="sm"
                  className="btn--danger"
                  onClick={() => void remove()}
                  busy={deleting}
                  data-testid="task-delete-confirm"
                >
                  {t('modal.deleteYes')}
                </Button>
              </div>
            ) : (
              <Button
                variant="ghost"
                className="rm-form__delete"
                onClick={() => setConfirmDelete(true)}
                data-testid="task-delete"
              >
                {t('modal.delete')}
              </Button>
            ))}
          <span className="rm-form__spacer" />
          <Button variant="secondary" onClick={onClose} data-testid="task-cancel">
            {t('modal.cancel')}
          </Button>
          <Button type="submit" busy={saving} busyLabel={t('modal.saving')} data-testid="task-save">
            {task ? t('modal.save') : t('modal.create')}
          </Button>
        </footer>
      </form>
    </Dialog>
  );
}

interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-testid': string;
}
