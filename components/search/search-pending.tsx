'use client';

import { MAX_QUERY_LENGTH } from '@/lib/search/types';

/**
 * Stands in for the modal's search box while its code loads: focused as soon as the shortcut is pressed, so every
 * key the reader types lands in a real input (in order, with editing keys working) and is handed to the modal.
 */
export function SearchPending({ inputRef }: { inputRef: (input: HTMLInputElement | null) => void }) {
  return (
    <div className="search-pending" role="dialog" aria-modal="true" aria-label="Search docs">
      <input
        ref={(input) => {
          input?.focus();
          inputRef(input);
        }}
        className="search-pending-input"
        type="search"
        aria-label="Search docs"
        placeholder="Search docs"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="search-pending-note" role="status">Loading search…</p>
    </div>
  );
}
