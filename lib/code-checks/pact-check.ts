import { describeCounts, type BuiltinSignature } from './pact-signatures';
import { PactReadError, readPact, type PactForm, type Point } from './pact-reader';

/** A problem in Pact code, at a position in the text that was checked. */
export interface PactProblem {
  at: Point;
  message: string;
}

/** Special forms and declarations: not built-in functions, so not in the reference's signature table. */
const SPECIAL_FORMS = new Set([
  'module', 'interface', 'defun', 'defcap', 'defpact', 'defconst', 'defschema', 'deftable', 'defproperty', 'let', 'let*',
  'lambda', 'step', 'step-with-rollback', 'use', 'implements', 'bless', 'property', 'invariant', 'invariants', 'properties',
  'error', 'pure',
]);
/** Forms whose first item after the name is a parameter list, not a call. */
const DEFINITIONS = new Set(['defun', 'defcap', 'defpact', 'defproperty']);
const DECLARATIONS = new Set(['defschema', 'deftable', 'defconst', 'use', 'implements', 'bless', 'module', 'interface']);

const nameOf = (form: PactForm | undefined): string | undefined =>
  form?.kind === 'atom' && !form.string ? form.text.split(':')[0] : undefined;

/** Names a program defines itself (functions, constants, tables, parameters, let bindings): never reported as builtins. */
function definedNames(forms: PactForm[]): Set<string> {
  const names = new Set<string>();
  const visit = (form: PactForm) => {
    if (form.kind === 'atom') return;
    const head = nameOf(form.items[0]);
    if (form.kind === 'list' && head && (DEFINITIONS.has(head) || DECLARATIONS.has(head) || head === 'lambda' || head === 'let' || head === 'let*')) {
      const name = nameOf(form.items[1]);
      if (name && head !== 'lambda') names.add(name);
      const params = head === 'lambda' ? form.items[1] : DEFINITIONS.has(head) ? form.items[2] : undefined;
      if (params?.kind === 'list') for (const p of params.items) {
        const bound = p.kind === 'list' ? nameOf(p.items[0]) : nameOf(p);
        if (bound) names.add(bound);
      }
      if ((head === 'let' || head === 'let*') && form.items[1]?.kind === 'list') {
        for (const binding of form.items[1].items) if (binding.kind === 'list' && nameOf(binding.items[0])) names.add(nameOf(binding.items[0])!);
      }
    }
    form.items.forEach(visit);
  };
  forms.forEach(visit);
  return names;
}

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

/** The closest builtin to an unknown name, when it is close enough to be a typo. */
export function nearestBuiltin(name: string, builtins: Iterable<string>): string | undefined {
  if (name.length < 4 || /[.]/.test(name)) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of builtins) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  const allowed = name.length <= 7 ? 1 : 2;
  return bestDistance > 0 && bestDistance <= allowed ? best : undefined;
}

/** Checks calls of builtins in a program: argument counts and near-miss names. `extraNames` are defined elsewhere on the page. */
export function checkPactProgram(text: string, builtins: Map<string, BuiltinSignature>, extraNames: Set<string> = new Set()): PactProblem[] {
  let forms: PactForm[];
  try {
    forms = readPact(text);
  } catch (error) {
    if (error instanceof PactReadError) return [{ at: error.at, message: error.message }];
    throw error;
  }
  const local = new Set([...definedNames(forms), ...extraNames]);
  const problems: PactProblem[] = [];

  /** Checks one expression; `partial` when it stands where a function is expected (map's first argument...). */
  const expression = (form: PactForm, partial = false): void => {
    if (form.kind === 'atom') return;
    if (form.kind !== 'list') return form.items.forEach((item) => expression(item));
    const [head, ...args] = form.items;
    const name = nameOf(head);
    if (!head || head.kind !== 'atom' || !name) return form.items.forEach((item) => expression(item));
    if (SPECIAL_FORMS.has(name) || name === 'cond') return special(name, form.items);
    const signature = local.has(name) ? undefined : builtins.get(name);
    if (signature) {
      const count = args.length;
      const fits = signature.forms.some((f) => count >= f.min && count <= f.max) || (partial && signature.forms.some((f) => count < f.min));
      if (!fits) problems.push({ at: head.at, message: `${name} takes ${describeCounts(signature)} argument${describeCounts(signature) === '1' ? '' : 's'}, not ${count} (see ${signature.route})` });
      const functionArgs = new Set(signature.forms.flatMap((f) => [...f.functionArgs]));
      args.forEach((arg, index) => expression(arg, functionArgs.has(index)));
      return;
    }
    if (!local.has(name) && !head.text.startsWith('@')) {
      const near = nearestBuiltin(name, builtins.keys());
      if (near) problems.push({ at: head.at, message: `unknown function "${name}": did you mean "${near}"? (see ${builtins.get(near)!.route})` });
    }
    args.forEach((arg) => expression(arg));
  };

  /** Walks a special form, skipping names, parameter lists, binding names and metadata. */
  const special = (name: string, items: PactForm[]): void => {
    let body = items.slice(1);
    if (DEFINITIONS.has(name)) body = items.slice(3);
    else if (name === 'lambda') body = items.slice(2);
    else if (name === 'module' || name === 'interface') body = items.slice(name === 'module' ? 3 : 2);
    else if (name === 'let' || name === 'let*') {
      const bindings = items[1];
      // A bound value may be a partial application: Pact 5 makes it a function value (used later by map and such).
      if (bindings?.kind === 'list') for (const b of bindings.items) if (b.kind === 'list') b.items.slice(1).forEach((v) => expression(v, true));
      body = items.slice(2);
    } else if (name === 'cond') {
      for (const clause of items.slice(1)) if (clause.kind === 'list') clause.items.forEach((c) => expression(c));
      else expression(clause);
      return;
    } else if (DECLARATIONS.has(name) || name === 'property' || name === 'invariant') return;
    // Metadata (@doc "...", @model [...], @managed a b, @event) is not code.
    for (let i = 0; i < body.length; i++) {
      const item = body[i]!;
      if (item.kind === 'atom' && item.text.startsWith('@')) {
        // @managed takes up to two names (or none); @event none; @doc and @model one form.
        if (item.text === '@managed') {
          const start = i;
          while (i < start + 2 && body[i + 1]?.kind === 'atom') i++;
        } else if (item.text !== '@event') i++;
        continue;
      }
      expression(item);
    }
  };

  forms.forEach((form) => expression(form));
  return problems;
}
