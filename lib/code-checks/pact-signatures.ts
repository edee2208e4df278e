import { readPact, type PactForm } from './pact-reader';

/** What a built-in accepts, read from the signature lines of its reference page. */
export interface BuiltinSignature {
  name: string;
  /** Argument counts one of the signatures allows; `Infinity` as max for a variadic body. */
  forms: { min: number; max: number; functionArgs: Set<number> }[];
  route: string;
}

const FUNCTION_TYPE = /->|→/;

/** Parses one signature line such as `(map app:(<a> → <b>) list:[<a>]) → [<b>]`; null for constants. */
export function parseSignatureLine(line: string): { name: string; min: number; max: number; functionArgs: Set<number> } | null {
  let forms: PactForm[];
  try {
    forms = readPact(line);
  } catch {
    return null;
  }
  const call = forms[0];
  if (!call || call.kind !== 'list' || call.items[0]?.kind !== 'atom') return null;
  const params = call.items.slice(1);
  const functionArgs = new Set<number>();
  let min = 0;
  let max = 0;
  params.forEach((param, index) => {
    const text = param.kind === 'atom' ? param.text : '';
    if (text === '...') {
      max = Infinity;
      return;
    }
    // A parameter named body takes one or more forms (do, with-capability, bind, let...).
    if (/^body:/.test(text)) max = Infinity;
    else max++;
    min++;
    if (FUNCTION_TYPE.test(text)) functionArgs.add(index);
  });
  return { name: call.items[0].text, min, max, functionArgs };
}

/** Builds the signature table from the reference pages' signature lines, merging the forms of each name. */
export function buildSignatureTable(entries: { route: string; signatures: string[] }[]): Map<string, BuiltinSignature> {
  const table = new Map<string, BuiltinSignature>();
  for (const entry of entries) {
    for (const line of entry.signatures) {
      const parsed = parseSignatureLine(line);
      if (!parsed) continue;
      const { name, ...form } = parsed;
      const existing = table.get(name) ?? { name, forms: [], route: entry.route };
      existing.forms.push(form);
      table.set(name, existing);
    }
  }
  return table;
}

/** "2", "1 or 2", "2 or more": the counts a signature allows, for messages. */
export function describeCounts(signature: BuiltinSignature): string {
  const counts = new Set<string>();
  for (const form of signature.forms) counts.add(form.max === Infinity ? `${form.min} or more` : String(form.min));
  return [...counts].sort().join(' or ');
}
