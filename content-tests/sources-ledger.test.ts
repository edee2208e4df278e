import fs from 'node:fs';
import path from 'node:path';
import { signaturesOf } from '@/lib/content/pact-reference';
import { loadSite } from '@/lib/content/source';

/**
 * The sources ledger (docs/sources/*.tsv): for each page outside the single-builtin Pact reference, what it was
 * checked against. A page is done when its row is, so every such page needs one.
 */
const site = loadSite('content', { includeDrafts: false });
const LEDGER_DIR = path.join(process.cwd(), 'docs/sources');
const HEADER = 'route\tsources\tchanged\tnotes';
/** `owner/repo@ref:path`, `npm:@scope/name@version:path`, or a file of this repository (`this-repo:path`). */
const SOURCE = /^(?:[\w.-]+\/[\w.-]+@[\w.-]+:\S+|npm:(?:@[\w.-]+\/)?[\w.-]+@[\w.-]+(?::\S+)?|this-repo:\S+)$/;
const SECTIONS = /^\/(?:quickstart|smart-contract-dev|smart-contracts|coding-projects|guides|api|reference|resources)(?:\/|$)/;

const rows = fs
  .readdirSync(LEDGER_DIR)
  .filter((f) => f.endsWith('.tsv'))
  .flatMap((file) => {
    const lines = fs.readFileSync(path.join(LEDGER_DIR, file), 'utf8').trimEnd().split('\n');
    return lines.slice(1).map((line, index) => ({ file, lineNumber: index + 2, header: lines[0], cells: line.split('\t') }));
  });
const byRoute = new Map(rows.map((row) => [row.cells[0]!, row]));

/** Pages the ledger must cover: every section but the Pact reference, plus the reference's overview pages. */
const covered = site.pages.filter((p) => SECTIONS.test(p.route) || (p.route.startsWith('/pact-5') && (p.isIndex || signaturesOf(p.body).length === 0)));

describe('sources ledger', () => {
  it('has the documented header in every file', () => {
    for (const row of rows) expect(`${row.file}: ${row.header}`).toBe(`${row.file}: ${HEADER}`);
  });

  it.each(covered.map((p) => p.route))('has a row for %s', (route) => {
    expect(byRoute.has(route)).toBe(true);
  });

  it('names, in every row, an existing page, sources with a version, whether the page changed, and a note', () => {
    for (const { file, lineNumber, cells } of rows) {
      const where = `${file}:${lineNumber}`;
      const [route, sources, changed, notes] = cells;
      expect(`${where} ${route} exists: ${site.byRoute.has(route!)}`).toBe(`${where} ${route} exists: true`);
      const list = (sources ?? '').split(';').map((s) => s.trim()).filter(Boolean);
      expect(`${where}: ${list.length} sources`).not.toBe(`${where}: 0 sources`);
      expect(list.filter((source) => !SOURCE.test(source)).map((source) => `${where}: ${source}`)).toEqual([]);
      expect(`${where}: changed=${changed}`).toMatch(/changed=(yes|no)$/);
      expect(`${where}: ${notes ?? ''}`.length).toBeGreaterThan(`${where}: `.length);
    }
  });

  it('has one row per page', () => {
    expect(rows.length).toBe(byRoute.size);
  });
});
