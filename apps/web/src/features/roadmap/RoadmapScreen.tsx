/**
 * The roadmap screen (product-spec §2 "Roadmap"), shown as the results page's
 * fifth tab and at `/{locale}/roadmap`: a header with regenerate (asks first; says how many tasks
 * for which score range) and add task, the export buttons, the counts by status and the percent
 * complete, the view switcher (timeline, kanban, list) and the category filter — both remembered
 * in local storage — then the view, the task modal, and the loading, error, generating and
 * "assessment not finished" states.
 */
import './i18n';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreateTaskInput, RoadmapTaskView } from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import { readStorage, writeStorage } from '../../lib/storage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PlusIcon, RefreshIcon } from '../ui/icons';
import { ProgressBar } from '../ui/ProgressBar';
import { ConfirmDialog } from './ConfirmDialog';
import { ExportButtons } from './ExportButtons';
import { KanbanBoard } from './KanbanBoard';
import { ListView } from './ListView';
import {
  CATEGORY_KEY,
  DEFAULT_VIEW,
  ROADMAP_VIEWS,
  VIEW_KEY,
  categoriesOf,
  effectiveFilter,
  filterOfToken,
  filterToken,
  hasUncategorised,
  isRoadmapView,
  matchesFilter,
  roadmapCounts,
  type CategoryFilter,
  type RoadmapView,
} from './model';
import { TaskModal } from './TaskModal';
import { TimelineView } from './TimelineView';
import { useRoadmap } from './useRoadmap';
import { useViewedAssessmentId } from '../results/older';
import './roadmap.css';

/** The modal's state: closed, creating, or editing a task (by id, so it follows the latest data). */
type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: string };

export function RoadmapScreen({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('roadmap');
  const locale = useLocale();
  // An earlier assessment's roadmap (results?assessment=<id>) is read-only:
  // no add, regenerate, drag (the kanban is left out), status change or task modal.
  const assessmentId = useViewedAssessmentId();
  const readOnly = assessmentId !== undefined;
  const roadmap = useRoadmap(assessmentId);
  const [storedView, setViewState] = useState<RoadmapView>(() => {
    const stored = readStorage(VIEW_KEY);
    return isRoadmapView(stored) ? stored : DEFAULT_VIEW;
  });
  const view = readOnly && storedView === 'kanban' ? DEFAULT_VIEW : storedView;
  const views = readOnly ? ROADMAP_VIEWS.filter((v) => v !== 'kanban') : ROADMAP_VIEWS;
  const [filter, setFilterState] = useState<CategoryFilter>(() => filterOfToken(readStorage(CATEGORY_KEY)));
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  // The element that opened the modal, by task id (a card re-renders, so the id finds it again).
  const opener = useRef<{ taskId: string | null; element: HTMLElement | null }>({
    taskId: null,
    element: null,
  });

  const setView = (next: RoadmapView) => {
    setViewState(next);
    writeStorage(VIEW_KEY, next);
  };
  const setFilter = (next: CategoryFilter) => {
    setFilterState(next);
    writeStorage(CATEGORY_KEY, filterToken(next) || null);
  };

  const tasks = roadmap.tasks;
  const active = useMemo(() => (tasks ? effectiveFilter(filter, tasks) : filter), [filter, tasks]);
  const visible = useCallback((task: RoadmapTaskView) => matchesFilter(task, active), [active]);
  const shown = useMemo(() => (tasks ? tasks.filter(visible) : []), [tasks, visible]);
  const categories = useMemo(() => (tasks ? categoriesOf(tasks) : []), [tasks]);
  const counts = roadmapCounts(tasks ?? []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const open = (task: RoadmapTaskView, element: HTMLElement) => {
    opener.current = { taskId: task.id, element };
    setModal({ kind: 'edit', id: task.id });
  };
  const returnFocus = () => {
    const { taskId, element } = opener.current;
    if (element?.isConnected) return element;
    if (!taskId) return null;
    return (
      document.querySelector<HTMLElement>(`[data-task-id="${taskId}"] [data-testid="task-open"]`) ??
      document.querySelector<HTMLElement>('[data-testid="roadmap-add"]')
    );
  };

  const save = async (payload: CreateTaskInput, id: string | null) => {
    if (id) await roadmap.update({ id, ...payload });
    else {
      const created = await roadmap.create(payload);
      opener.current = { taskId: created.id, element: null };
    }
  };

  const regenerate = async () => {
    setRegenerating(true);
    await roadmap.regenerate();
    setRegenerating(false);
    setConfirmRegenerate(false);
  };

  const editing = modal.kind === 'edit' ? (tasks?.find((task) => task.id === modal.id) ?? null) : null;

  return (
    <section
      className="roadmap"
      aria-labelledby="roadmap-heading"
      data-testid="roadmap"
      aria-busy={roadmap.phase !== 'ready' || undefined}
    >
      <header className="roadmap__header">
        <div>
          <Heading id="roadmap-heading" className="section-title roadmap__title">
            {t('title')}
          </Heading>
          <p className="muted roadmap__intro">{t('intro')}</p>
        </div>
        {tasks && !readOnly && (
          <div className="roadmap__actions">
            <Button
              variant="secondary"
              onClick={() => setConfirmRegenerate(true)}
              data-testid="roadmap-regenerate"
            >
              <RefreshIcon /> {t('regenerate')}
            </Button>
            <Button
              onClick={(event) => {
                opener.current = { taskId: null, element: event.currentTarget };
                setModal({ kind: 'create' });
              }}
              data-testid="roadmap-add"
            >
              <PlusIcon /> {t('addTask')}
            </Button>
          </div>
        )}
      </header>

      {readOnly && (
        <p className="roadmap__readonly muted" data-testid="roadmap-readonly">
          {t('readOnly')}
        </p>
      )}

      {roadmap.notice && (
        <div className="roadmap__notice">
          <Alert tone={roadmap.notice.tone} testId={`roadmap-notice-${roadmap.notice.tone}`}>
            {roadmap.notice.text}
          </Alert>
          <button type="button" className="link-button" onClick={roadmap.dismissNotice}>
            {t('dismiss')}
          </button>
        </div>
      )}

      {roadmap.phase === 'loading' || roadmap.phase === 'generating' ? (
        <div className="report-loading" role="status" aria-live="polite" data-testid="roadmap-loading">
          <span className="spinner" aria-hidden="true" />
          <span>{roadmap.phase === 'generating' ? t('generating') : t('loading')}</span>
        </div>
      ) : roadmap.phase === 'error' ? (
        <div className="report-error" data-testid="roadmap-error">
          <Alert tone="error">{roadmap.error}</Alert>
          <Button variant="secondary" onClick={roadmap.retry}>
            {t('retry')}
          </Button>
        </div>
      ) : roadmap.phase === 'incomplete' ? (
        <div className="roadmap__empty" data-testid="roadmap-incomplete">
          <p>{t('incomplete')}</p>
          <Link to={`/${locale}/assessment`} className="btn btn--primary">
            {t('toAssessment')}
          </Link>
        </div>
      ) : tasks ? (
        <>
          <div className="roadmap__summary" data-testid="roadmap-summary">
            <dl className="roadmap__counts">
              {(
                [
                  ['not_started', counts.notStarted],
                  ['in_progress', counts.inProgress],
                  ['completed', counts.completed],
                ] as const
              ).map(([status, count]) => (
                <div key={status} className={`roadmap__count roadmap__count--${status}`}>
                  <dt>{t(`status.${status}`)}</dt>
                  <dd data-testid={`count-${status}`}>{count}</dd>
                </div>
              ))}
            </dl>
            <div className="roadmap__progress">
              <span className="roadmap__percent" data-testid="roadmap-percent">
                {t('percentComplete', { percent: counts.percentComplete })}
              </span>
              <ProgressBar value={counts.completed} max={counts.total} label={t('progressLabel')} />
            </div>
          </div>

          <div className="roadmap__toolbar">
            <div className="segmented" role="group" aria-label={t('viewLabel')}>
              {views.map((v) => (
                <button
                  key={v}
                  type="button"
                  className="segmented__btn"
                  aria-pressed={v === view}
                  onClick={() => setView(v)}
                  data-testid={`view-${v}`}
                >
                  {t(`views.${v}`)}
                </button>
              ))}
            </div>
            <label className="roadmap__filter">
              <span>{t('categoryLabel')}</span>
              <select
                className="input input--sm"
                value={filterToken(active)}
                onChange={(event) => setFilter(filterOfToken(event.target.value))}
                data-testid="category-filter"
              >
                <option value="">{t('allCategories')}</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                {hasUncategorised(tasks) && (
                  <option value={filterToken({ kind: 'none' })}>{t('other')}</option>
                )}
              </select>
            </label>
            <ExportButtons tasks={tasks} />
          </div>

          {tasks.length === 0 ? (
            <p className="roadmap__empty" data-testid="roadmap-empty">
              {t('empty')}
            </p>
          ) : view === 'kanban' ? (
            <KanbanBoard tasks={tasks} visible={visible} onOpen={open} onMove={roadmap.move} />
          ) : view === 'list' ? (
            <ListView
              tasks={shown}
              onOpen={readOnly ? undefined : open}
              onStatus={readOnly ? undefined : roadmap.setStatus}
            />
          ) : (
            <TimelineView
              tasks={shown}
              onOpen={readOnly ? undefined : open}
              onStatus={readOnly ? undefined : roadmap.setStatus}
            />
          )}
        </>
      ) : null}

      {modal.kind !== 'closed' && (modal.kind === 'create' || editing) && (
        <TaskModal
          key={modal.kind === 'edit' ? modal.id : 'new'}
          task={editing}
          categories={categories}
          defaultCategory={active.kind === 'category' ? active.name : (categories[0] ?? null)}
          onClose={() => setModal({ kind: 'closed' })}
          onSave={save}
          onDelete={roadmap.remove}
          returnFocus={returnFocus}
        />
      )}

      <ConfirmDialog
        open={confirmRegenerate}
        title={t('regenerateConfirm.title')}
        confirmLabel={t('regenerateConfirm.confirm')}
        cancelLabel={t('regenerateConfirm.cancel')}
        busy={regenerating}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirmRegenerate(false)}
        testId="regenerate-confirm"
      >
        <p>{t('regenerateConfirm.text')}</p>
      </ConfirmDialog>
    </section>
  );
}
