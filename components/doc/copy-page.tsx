'use client';

import { useState } from 'react';

/**
 * "Copy page": copies the page's markdown twin. The text is fetched on click, not passed as props (props would be
 * serialised into every page's payload); the clipboard write starts inside the click, as Safari requires.
 */
export function CopyPage({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const text = fetch(markdownUrl).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))));
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      } else await navigator.clipboard.writeText(await text);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="page-action" onClick={copy} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page'}
    </button>
  );
}
