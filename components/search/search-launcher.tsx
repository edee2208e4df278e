'use client';

import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import { isHosted } from '@/lib/search/hosted-env';
import { prefetchIndex, type IndexUrls } from '@/lib/search/prefetch';
import type { SearchModalProps } from './search-modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

/** Event the home page's search field sends to open the modal. */
export const OPEN_SEARCH_EVENT = 'kadena:open-search';

/**
 * Loads the modal in the browser, on a reader's intent. Written as a ternary on `typeof window`, which Turbopack folds
 * on the server (an early return is not folded), so the modal stays out of the server bundle: compiling it there for
 * nothing cost 0.9 s of every build.
 */
const loadModal = () =>
  typeof window === 'undefined' ? Promise.reject(new Error('The search modal loads only in the browser.')) : import('./search-modal').then((m) => m.SearchModal);

/** DocSearch's button with the shortcuts; modal code and index are fetched on hover, focus or shortcut. */
export function SearchLauncher({ indexUrls }: { indexUrls: IndexUrls }) {
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);

  const onIntent = useCallback(() => {
    if (!isHosted()) prefetchIndex(indexUrls);
    void loadModal().then((component) => setModal(() => component));
  }, [indexUrls]);
  const onOpen = useCallback(() => {
    onIntent();
    setOpen(true);
  }, [onIntent]);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  const noop = useCallback(() => undefined, []);

  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, isAskAiActive: false, onAskAiToggle: noop });

  useEffect(() => {
    const open = (event: Event) => {
      setInitialQuery((event as CustomEvent<{ query?: string }>).detail?.query || undefined);
      onOpen();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, open);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, open);
  }, [onOpen]);

  return (
    <>
      {/* The button's own key hint makes its accessible name differ from its visible text (WCAG 2.5.3), so the
          hint is off here; the shortcuts still work through useDocSearchKeyboardEvents and are announced. */}
      <DocSearchButton onClick={onOpen} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} translations={{ buttonText: 'Search docs', buttonAriaLabel: 'Search docs' }} keyboardShortcuts={{ 'Ctrl/Cmd+K': false, '/': true }} aria-keyshortcuts="Control+K Meta+K /" />
      {isOpen && Modal && createPortal(<Modal indexUrls={indexUrls} initialQuery={initialQuery} onClose={onClose} />, document.body)}
    </>
  );
}
