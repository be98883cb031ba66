import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabDefinition {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End jump
 * to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabDefinition[] }) {
  const baseId = useId();
  const [selectedKey, setSelectedKey] = useState(tabs[0]?.key ?? '');
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.some((t) => t.key === selectedKey) ? selectedKey : (tabs[0]?.key ?? '');

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedKey(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.key, element);
              else tabRefs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => setSelectedKey(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          className="tabs__panel"
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
