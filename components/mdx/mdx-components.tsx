import type { ReactNode } from 'react';
import { Admonition } from './admonition';
import { Card, CardGrid } from './cards';
import { CodeBlock } from './code-block';
import { MdxLink } from './mdx-link';
import { TabItem, Tabs } from './tabs';
import { testMdxComponents } from '@/components/state/test-components';

/** Collapsible details block (Docusaurus <Details>). */
function Details({ summary, children }: { summary?: string; children?: ReactNode }) {
  return (
    <details className="details">
      {summary && <summary>{summary}</summary>}
      {children}
    </details>
  );
}

/**
 * Tables scroll sideways on narrow screens instead of overflowing the page. The scroll box takes keyboard focus so
 * a wide table can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable found one).
 */
function Table({ children }: { children?: ReactNode }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table>{children}</table>
    </div>
  );
}

/**
 * The components MDX pages may use; Docusaurus @theme names resolve to the same ones. `extra` gives the ones that
 * need the site (DocCardList, the Pact tables), bound by the page that renders.
 */
export function getMdxComponents(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { a: MdxLink, Link: MdxLink, table: Table, Admonition, Card, CardGrid, CodeBlock, Tabs, TabItem, Details, ...testMdxComponents, ...extra };
}
