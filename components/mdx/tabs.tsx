'use client';

import { Children, isValidElement, useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { safeStorage } from '@/lib/browser/storage';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

const TABS_EVENT = 'tabs:select';
const subscribeTabs = (onChange: () => void) => {
  window.addEventListener(TABS_EVENT, onChange);
  return () => window.removeEventListener(TABS_EVENT, onChange);
};

/** One tab's content (Docusaurus API: value, label, default). */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Tabs with the Docusaurus API: groupId syncs choices across pages, queryString reflects the choice in the URL. */
export function Tabs({ children, groupId, queryString, defaultValue }: { children?: ReactNode; groupId?: string; queryString?: boolean | string; defaultValue?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const [picked, setPicked] = useState<string | null>(null);
  const id = useId();
  const storageKey = groupId ? `docusaurus.tab.${groupId}` : undefined;
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  // The choice shared with other tabs of the group (URL first, then storage); null on the server.
  const shared = useSyncExternalStore(
    subscribeTabs,
    () => (queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null) ?? (storageKey ? safeStorage.get(storageKey) : null),
    () => null,
  );
  const selected = [picked, shared].find((v): v is string => v !== null && values.includes(v)) ?? initial;

  const choose = (value: string) => {
    setPicked(value);
    if (storageKey) safeStorage.set(storageKey, value);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
    window.dispatchEvent(new Event(TABS_EVENT));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = values[(index + step + values.length) % values.length]!;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tab-list">
        {items.map((item, index) => (
          <button key={item.props.value} id={`${id}-tab-${item.props.value}`} type="button" role="tab" aria-selected={selected === item.props.value} aria-controls={`${id}-panel-${item.props.value}`} tabIndex={selected === item.props.value ? 0 : -1} onClick={() => choose(item.props.value)} onKeyDown={(e) => onKeyDown(e, index)}>
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} id={`${id}-panel-${item.props.value}`} role="tabpanel" aria-labelledby={`${id}-tab-${item.props.value}`} hidden={selected !== item.props.value}>
          {item}
        </div>
      ))}
    </div>
  );
}
