import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export type TabItem<T extends string> = { id: T; label: ReactNode; icon?: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Renders the selected panel's content. */
  children: (selected: T) => ReactNode;
  className?: string;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them,
 * the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, className }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  function focusTab(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  }

  return (
    <div className={className}>
      {/* On a phone the tabs wrap onto a second row rather than run off the edge, where nothing shows they are there. */}
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-stone-200 sm:flex-nowrap sm:overflow-x-auto"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
                isSelected
                  ? 'border-ghana-green text-ghana-green-dark'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children(selected)}
      </div>
    </div>
  );
}
