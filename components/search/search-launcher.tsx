'use client';

import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import { isHosted } from '@/lib/search/hosted-env';
import { prefetchIndex, type IndexUrls } from '@/lib/search/prefetch';
import { handOverQuery } from './hand-over';
import type { SearchModalProps } from './search-modal';
import { SearchPending } from './search-pending';
import '@docsearch/css/dist/button.css';
import './search-button.css';

/** Event the home page's search field sends to open the modal; `detail.source` is the field, still being typed in. */
export const OPEN_SEARCH_EVENT = 'kadena:open-search';

/** What the open event carries. */
export interface OpenSearchDetail {
  query?: string;
  source?: HTMLInputElement;
}

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
  // Where the reader types until the modal's box has the focus: the stand-in box, or the home page's field.
  const source = useRef<HTMLInputElement | null>(null);
  const [fromField, setFromField] = useState(false);
  const [handedOver, setHandedOver] = useState(false);

  const onIntent = useCallback(() => {
    if (!isHosted()) prefetchIndex(indexUrls);
    void loadModal().then((component) => setModal(() => component));
  }, [indexUrls]);
  const onOpen = useCallback(() => {
    onIntent();
    setHandedOver(false);
    setOpen(true);
  }, [onIntent]);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    setFromField(false);
    source.current = null;
  }, []);
  const noop = useCallback(() => undefined, []);

  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, isAskAiActive: false, onAskAiToggle: noop });

  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<OpenSearchDetail>).detail ?? {};
      source.current = detail.source ?? null;
      setFromField(Boolean(detail.source));
      setInitialQuery(detail.query || undefined);
      onOpen();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, open);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, open);
  }, [onOpen]);

  // The modal focuses its box in an effect of its own: until then keys land in the source, then they move over.
  const modalShown = isOpen && Modal !== null;
  useEffect(() => {
    if (!modalShown || handedOver) return;
    const tryHandOver = () => handOverQuery(source.current) && setHandedOver(true);
    if (tryHandOver()) return;
    document.addEventListener('focusin', tryHandOver);
    return () => document.removeEventListener('focusin', tryHandOver);
  }, [modalShown, handedOver]);

  return (
    <>
      {/* The button's own key hint makes its accessible name differ from its visible text (WCAG 2.5.3), so the
          hint is off here; the shortcuts still work through useDocSearchKeyboardEvents and are announced. */}
      <DocSearchButton onClick={onOpen} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} translations={{ buttonText: 'Search docs', buttonAriaLabel: 'Search docs' }} keyboardShortcuts={{ 'Ctrl/Cmd+K': false, '/': true }} aria-keyshortcuts="Control+K Meta+K /" />
      {isOpen && !handedOver && !fromField && createPortal(<SearchPending inputRef={(input) => void (input && (source.current = input))} />, document.body)}
      {modalShown && createPortal(<Modal indexUrls={indexUrls} initialQuery={initialQuery} onClose={onClose} />, document.body)}
    </>
  );
}
