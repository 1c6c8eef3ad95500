/**
 * List view (spec §2 "Roadmap"): a table in the global order by default, sortable
 * by title, category and priority from the column headers (`aria-sort` on the sorted one; a
 * second press reverses), with a status select on each row.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadmapTaskView, TaskStatus } from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import { DEFAULT_SORT, categoryOf, nextSort, sortTasks, type ListSort, type ListSortKey } from './model';
import { CustomBadge, PriorityBadge, StatusSelect, TaskTitle } from './TaskBits';

interface Props {
  tasks: RoadmapTaskView[];
  /** Opens the task's modal; absent on a read-only roadmap (the title is plain text). */
  onOpen?: (task: RoadmapTaskView, opener: HTMLElement) => void;
  /** Changes a task's status; absent on a read-only roadmap (the status is plain text). */
  onStatus?: (id: string, status: TaskStatus) => void;
}

export function ListView({ tasks, onOpen, onStatus }: Props) {
  const { t } = useTranslation('roadmap');
  const locale = useLocale();
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const rows = sortTasks(tasks, sort, locale);

  const header = (key: ListSortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined}>
      <button
        type="button"
        className="rm-sort"
        onClick={() => setSort(nextSort(sort, key))}
        data-testid={`sort-${key}`}
      >
        {label}
        <span className="rm-sort__arrow" aria-hidden="true">
          {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );

  return (
    <div className="rm-list" data-testid="roadmap-list">
      <table className="rm-table">
        <caption className="sr-only">{t('listCaption')}</caption>
        <thead>
          <tr>
            {header('order', '#')}
            {header('title', t('fields.title'))}
            {header('category', t('fields.category'))}
            {header('priority', t('fields.priority'))}
            <th scope="col">{t('fields.timeline')}</th>
            <th scope="col">{t('fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((task) => (
            <tr key={task.id} data-testid="list-row" data-task-id={task.id}>
              <td className="rm-table__num" data-label="#">
                {task.orderIndex + 1}
              </td>
              <td data-label={t('fields.title')}>
                <TaskTitle task={task} onOpen={onOpen} />
                {!task.isGenerated && <CustomBadge />}
              </td>
              <td data-label={t('fields.category')} data-testid="task-category">
                {categoryOf(task) ?? t('other')}
              </td>
              <td data-label={t('fields.priority')}>
                <PriorityBadge priority={task.priority} />
              </td>
              <td data-label={t('fields.timeline')}>{task.timeline ?? '—'}</td>
              <td data-label={t('fields.status')}>
                <StatusSelect task={task} onChange={onStatus && ((status) => onStatus(task.id, status))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
