'use client';

import { useState } from 'react';

/** Copies the code of the block it sits in (read from the DOM, so no code is duplicated in props). */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.parentElement?.querySelector('pre')?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(code.replace(/\n$/, ''));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
