/**
 * Timeline view (spec §2 "Roadmap"): tasks grouped by their timeline horizon,
 * soonest first (0–3, 3–6, 6–12, 12+ months), tasks without one last; in each group the global
 * order. Each task shows its description and a status select.
 */
import { useTranslation } from 'react-i18next';
import { horizonLabel, type RoadmapTaskView, type TaskStatus } from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import { timelineGroups } from './model';
import { StatusSelect, TaskMeta, TaskTitle } from './TaskBits';

interface Props {
  tasks: RoadmapTaskView[];
  /** Opens the task's modal; absent on a read-only roadmap (the title is plain text). */
  onOpen?: (task: RoadmapTaskView, opener: HTMLElement) => void;
  /** Changes a task's status; absent on a read-only roadmap (the status is plain text). */
  onStatus?: (id: string, status: TaskStatus) => void;
}

export function TimelineView({ tasks, onOpen, onStatus }: Props) {
  const { t } = useTranslation('roadmap');
  const locale = useLocale();
  return (
    <div className="rm-timeline" data-testid="roadmap-timeline">
      {timelineGroups(tasks).map(({ horizon, tasks: group }) => {
        const id = `rm-horizon-${horizon ?? 'none'}`;
        return (
          <section key={id} className="rm-timeline__group" aria-labelledby={id} data-testid="timeline-group">
            <h3 id={id} className="rm-timeline__heading">
              <span className="rm-timeline__dot" aria-hidden="true" />
              {horizon ? horizonLabel(horizon, locale) : t('noHorizon')}
              <span className="rm-timeline__count">{t('taskCount', { count: group.length })}</span>
            </h3>
            <ol className="rm-timeline__list">
              {group.map((task) => (
                <li
                  key={task.id}
                  className={`rm-item rm-item--${task.status}`}
                  data-testid="timeline-task"
                  data-task-id={task.id}
                >
                  <div className="rm-item__main">
                    <TaskTitle task={task} onOpen={onOpen} />
                    <TaskMeta task={task} showTimeline={false} />
                    {task.description && <p className="rm-item__description">{task.description}</p>}
                  </div>
                  <StatusSelect task={task} onChange={onStatus && ((status) => onStatus(task.id, status))} />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
