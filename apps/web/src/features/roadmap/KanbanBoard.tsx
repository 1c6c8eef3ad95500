/**
 * Kanban view (spec §2 "Roadmap", §4 task status): one column per status, cards
 * in the global order. Cards move between columns (status changes) and within a column (reorder)
 * with `@dnd-kit/sortable`: by pointer (anywhere on the card, after 6 px, so a click still opens
 * it) and by keyboard on the card's move handle — Space picks up, arrow keys move, Space drops,
 * Escape cancels — with translated instructions and live announcements for screen readers.
 *
 * While a card is dragged, its own column makes room for it and another column it is over is
 * highlighted; the drop computes the new order (`dropInColumn`) and hands it to `onMove`.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useState, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadmapTaskView, TaskStatus } from '@hai/domain';
import { TASK_STATUSES } from '@hai/domain';
import { GripIcon } from '../ui/icons';
import { dropInColumn, inOrder, kanbanColumns } from './model';
import { TaskMeta } from './TaskBits';

const COLUMN_PREFIX = 'column:';
const columnId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;
const statusOfColumn = (id: UniqueIdentifier): TaskStatus | null => {
  const value = String(id);
  if (!value.startsWith(COLUMN_PREFIX)) return null;
  const status = value.slice(COLUMN_PREFIX.length) as TaskStatus;
  return TASK_STATUSES.includes(status) ? status : null;
};

interface Props {
  /** All tasks (the move is computed on the whole order). */
  tasks: RoadmapTaskView[];
  /** Whether a task is shown (the category filter). */
  visible: (task: RoadmapTaskView) => boolean;
  onOpen: (task: RoadmapTaskView, opener: HTMLElement) => void;
  onMove: (next: RoadmapTaskView[]) => void;
}

export function KanbanBoard({ tasks, visible, onOpen, onMove }: Props) {
  const { t } = useTranslation('roadmap');
  // The column the dragged card is over (highlighted), whether over the column or one of its cards.
  const [target, setTarget] = useState<TaskStatus | null>(null);
  const columns = useMemo(() => kanbanColumns(tasks.filter(visible)), [tasks, visible]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter stays free for the card's buttons; Space picks up and drops.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const statusOf = (id: UniqueIdentifier): TaskStatus | null =>
    statusOfColumn(id) ?? tasks.find((task) => task.id === id)?.status ?? null;
  const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? '';

  /**
   * Column name, 1-based position and count for the announcements: where the card would land if
   * dropped on `overId` (a card: its place; a column: its end), among the shown cards.
   */
  const placeOf = (id: UniqueIdentifier, overId: UniqueIdentifier | null) => {
    const status = statusOf(overId ?? id) ?? 'not_started';
    const next =
      overId === null
        ? tasks
        : dropInColumn(tasks, String(id), status, statusOfColumn(overId) ? null : String(overId));
    const column = inOrder(next.filter(visible)).filter((task) => task.status === status);
    const at = column.findIndex((task) => task.id === id);
    return { column: t(`status.${status}`), position: at + 1, count: column.length };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { title: titleOf(active.id), ...placeOf(active.id, null) }),
    // Over itself (the pick-up, or back where it started): the start or last message stands.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? t('dnd.over', { title: titleOf(active.id), ...placeOf(active.id, over.id) })
          : t('dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { title: titleOf(active.id), ...placeOf(active.id, over.id) })
        : t('dnd.cancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(active.id) }),
  };

  const onDragOver = ({ over }: DragOverEvent) => setTarget(over ? statusOf(over.id) : null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setTarget(null);
    if (!over) return;
    const to = statusOf(over.id);
    if (!to) return;
    onMove(dropInColumn(tasks, String(active.id), to, statusOfColumn(over.id) ? null : String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setTarget(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <div className="rm-kanban" data-testid="roadmap-kanban">
        {columns.map(({ status, tasks: columnTasks }) => (
          <Column
            key={status}
            status={status}
            tasks={columnTasks}
            onOpen={onOpen}
            highlighted={target === status}
          />
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  status,
  tasks,
  onOpen,
  highlighted,
}: {
  status: TaskStatus;
  tasks: RoadmapTaskView[];
  onOpen: Props['onOpen'];
  highlighted: boolean;
}) {
  const { t } = useTranslation('roadmap');
  const { setNodeRef } = useDroppable({ id: columnId(status) });
  const headingId = `rm-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      className={`rm-column rm-column--${status}${highlighted ? ' rm-column--over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`kanban-column-${status}`}
    >
      <h3 id={headingId} className="rm-column__title">
        {t(`status.${status}`)}
        <span className="rm-column__count" data-testid="column-count">
          {tasks.length}
        </span>
      </h3>
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        {tasks.length === 0 ? (
          <p className="rm-column__empty" data-testid="column-empty">
            {t('noTasks')}
          </p>
        ) : (
          <ul className="rm-column__list">
            {tasks.map((task) => (
              <KanbanCard key={task.id} task={task} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </SortableContext>
    </section>
  );
}

function KanbanCard({ task, onOpen }: { task: RoadmapTaskView; onOpen: Props['onOpen'] }) {
  const { t } = useTranslation('roadmap');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, attributes: { roleDescription: t('dnd.roleDescription') } });
  return (
    <li
      ref={setNodeRef}
      className={`rm-card${isDragging ? ' rm-card--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      data-testid="kanban-card"
      data-task-id={task.id}
    >
      <div className="rm-card__top">
        <button
          type="button"
          className="rm-card__title"
          onClick={(event) => onOpen(task, event.currentTarget)}
          data-testid="task-open"
        >
          {task.title}
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="rm-card__handle"
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={t('dnd.handle', { title: task.title })}
          data-testid="task-drag-handle"
        >
          <GripIcon />
        </button>
      </div>
      <TaskMeta task={task} />
    </li>
  );
}
