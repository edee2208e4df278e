import type { ReactNode } from 'react';
import { MdxLink } from './mdx-link';

/** A linked card with a title and a short description. */
export function Card({ title, href, description, children }: { title?: string; href?: string; description?: string; children?: ReactNode }) {
  const inner = (
    <>
      <span className="card-title">{title}</span>
      {(description || children) && <span className="card-description">{description ?? children}</span>}
    </>
  );
  return href ? <MdxLink href={href} className="card">{inner}</MdxLink> : <div className="card">{inner}</div>;
}

/** A responsive grid of cards. */
export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
