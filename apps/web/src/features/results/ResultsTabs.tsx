/**
 * WAI-ARIA tabs of the results page (APG "Tabs with automatic activation"): one
 * tab stop (roving tabindex), Left/Right move and activate with wrap-around, Home/End jump to the
 * ends. Every panel exists, labelled by its tab, so each `aria-controls` points somewhere; only
 * the active one is rendered and shown, so a tab fetches its data when first opened.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey, type ResultsTab } from './useActiveTab';

interface Props {
  tabs: readonly { id: ResultsTab; label: string }[];
  active: ResultsTab;
  onSelect: (tab: ResultsTab) => void;
  /** The tablist's accessible name. */
  label: string;
  /** The content of the active tab's panel. */
  children: ReactNode;
}

export const tabId = (tab: ResultsTab) => `results-tab-${tab}`;
export const panelId = (tab: ResultsTab) => `results-panel-${tab}`;

export function ResultsTabs({ tabs, active, onSelect, label, children }: Props) {
  const buttons = useRef(new Map<ResultsTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === active);
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!.id;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  }

  return (
    <>
      <div className="tabs results-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab results-tabs__tab"
              data-testid={`tab-button-${tab.id}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          tabIndex={tab.id === active ? 0 : -1}
          className="results-panel"
          data-testid={`tab-${tab.id}`}
        >
          {tab.id === active && children}
        </div>
      ))}
    </>
  );
}
