import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

/** A highlighted code block with an optional title and a copy button; plain text when given a string. */
export function CodeBlock({ title, language, children }: { title?: string; language?: string; children?: ReactNode }) {
  const body = typeof children === 'string' ? (
    <pre className="shiki plain" data-language={language ?? 'text'}>
      <code>{children}</code>
    </pre>
  ) : (
    children
  );
  return (
    <figure className="code-block">
      {title && <figcaption className="code-title">{title}</figcaption>}
      <div className="code-body">
        {body}
        <CopyButton />
      </div>
    </figure>
  );
}
