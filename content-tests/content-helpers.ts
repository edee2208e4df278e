import fs from 'node:fs';
import path from 'node:path';
import type { LoadedPage } from '@/lib/content/load-pages';

/** One row of the route inventory the site must serve. */
export interface InventoryRow {
  route: string;
  title: string;
  section: string;
}

/** The inventory shipped beside the repository (../shared), or the copy in content-tests/. */
export function readInventory(): InventoryRow[] {
  const candidates = [path.resolve('../shared/inventory/pages.tsv'), path.resolve('content-tests/pages.tsv')];
  const file = candidates.find((f) => fs.existsSync(f))!;
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [route, title, section] = line.split('\t') as [string, string, string];
      return { route, title, section };
    });
}

/** The body with code blocks, tables, JSX tags, link targets and markup removed: what a reader reads as prose. */
export function proseOf(body: string): string {
  return body
    .replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1\s*$/gm, ' ')
    .replace(/^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#*_`>[\]|-]+/g, ' ');
}

/** Words of prose on a page. */
export const proseWords = (page: LoadedPage): number => proseOf(page.body).split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Fenced code blocks of a page with their language. */
export function codeBlocks(body: string): { lang: string; code: string }[] {
  return [...body.matchAll(/^[ \t]*```(\S*)[^\n]*\n([\s\S]*?)^[ \t]*```\s*$/gm)].map((m) => ({ lang: m[1] ?? '', code: m[2] ?? '' }));
}

/** The text of one level-2 section, up to the next level-2 heading. */
export function sectionOf(body: string, heading: RegExp): string | undefined {
  const parts = body.split(/^(?=## )/m);
  return parts.find((part) => heading.test(part.split('\n')[0]!.replace(/^##\s+/, '')));
}
