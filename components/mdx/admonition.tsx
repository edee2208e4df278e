import type { ReactNode } from 'react';

const LABELS: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', caution: 'Caution', danger: 'Danger', important: 'Important', success: 'Success', secondary: 'Note',
};

/** A callout box (":::tip[Title]" in markdown). */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <p className="admonition-title">{title ?? LABELS[type] ?? 'Note'}</p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
