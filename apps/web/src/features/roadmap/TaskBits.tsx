/**
 * Small pieces every roadmap view shares (spec §2 "Roadmap", §3 "Roadmap task"): the title, the
 * priority, category and "Custom" badges, and the status select (spec §4: any status to any other).
 * Task texts are user data: rendered as React text, so HTML in them shows as typed.
 */
import type { RoadmapTaskView, TaskStatus } from '@hai/domain';
import { TASK_STATUSES, isNamedPriority, taskPriorityLevel } from '@hai/domain';
import { useTranslation } from 'react-i18next';
import { categoryOf } from './model';

export function PriorityBadge({ priority }: { priority: RoadmapTaskView['priority'] }) {
  const { t } = useTranslation('roadmap');
  if (priority === null) return null;
  // Free text (spec §3) shows as written, coloured by spec §9's rule.
  return (
    <span
      className={`rm-badge rm-badge--${taskPriorityLevel(priority)}`}
      data-testid="task-priority"
      data-level={taskPriorityLevel(priority)}
    >
      <span className="sr-only">{t('fields.priority')}: </span>
      {isNamedPriority(priority) ? t(`priority.${priority}`) : priority}
    </span>
  );
}

export function CustomBadge() {
  const { t } = useTranslation('roadmap');
  return (
    <span className="rm-badge rm-badge--custom" data-testid="custom-badge">
      {t('custom')}
    </span>
  );
}

/**
 * A task's title: a button opening the task (`onOpen`, given the button to return focus to), or,
 * in an earlier assessment's read-only roadmap (no `onOpen`), plain text.
 */
export function TaskTitle({
  task,
  onOpen,
}: {
  task: RoadmapTaskView;
  onOpen?: (task: RoadmapTaskView, opener: HTMLElement) => void;
}) {
  return onOpen ? (
    <button
      type="button"
      className="rm-item__title"
      onClick={(event) => onOpen(task, event.currentTarget)}
      data-testid="task-open"
    >
      {task.title}
    </button>
  ) : (
    <span className="rm-item__title rm-item__title--static" data-testid="task-title">
      {task.title}
    </span>
  );
}

/** The badges under a task's title: priority, category ("Other" when none), timeline (not in the timeline view, which groups by it), investment, Custom. */
export function TaskMeta({ task, showTimeline = true }: { task: RoadmapTaskView; showTimeline?: boolean }) {
  const { t } = useTranslation('roadmap');
  return (
    <div className="rm-meta">
      <PriorityBadge priority={task.priority} />
      <span className="rm-meta__item" data-testid="task-category">
        {categoryOf(task) ?? t('other')}
      </span>
      {showTimeline && task.timeline && <span className="rm-meta__item">{task.timeline}</span>}
      {/* The investment, so that the tasks the summary says are funded "when budget allows" show it. */}
      {task.budget && (
        <span className="rm-meta__budget" data-testid="task-budget">
          <span className="rm-meta__label">{t('fields.budget')}:</span> {task.budget}
        </span>
      )}
      {!task.isGenerated && <CustomBadge />}
    </div>
  );
}

/** A labelled status select for one task (list and timeline rows). */
export function StatusSelect({
  task,
  onChange,
}: {
  task: RoadmapTaskView;
  /** Absent on a read-only roadmap: the status is shown as text. */
  onChange?: (status: TaskStatus) => void;
}) {
  const { t } = useTranslation('roadmap');
  if (!onChange)
    return (
      <span className={`rm-status rm-status--${task.status} rm-status--static`} data-testid="task-status">
        {t(`status.${task.status}`)}
      </span>
    );
  return (
    <select
      className={`input input--sm rm-status rm-status--${task.status}`}
      value={task.status}
      aria-label={t('statusOf', { title: task.title })}
      onChange={(event) => onChange(event.target.value as TaskStatus)}
      data-testid="task-status-select"
    >
      {TASK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`status.${status}`)}
        </option>
      ))}
    </select>
  );
}
