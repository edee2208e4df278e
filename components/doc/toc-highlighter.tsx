'use client';

import { useEffect } from 'react';

/** Marks the TOC link of the section at the top of the viewport (reads the DOM; no props). */
export function TocHighlighter() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[data-toc-id]')];
    const headings = links.map((l) => document.getElementById(l.dataset.tocId!)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = 120;
      let current = headings[0]!;
      for (const heading of headings) if (heading.getBoundingClientRect().top - offset <= 0) current = heading;
      for (const link of links) {
        if (link.dataset.tocId === current.id) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
