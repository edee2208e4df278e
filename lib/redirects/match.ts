/** Redirect rules and their matching, shared by the build, the host configs and the not-found page in the browser. */

/** One line of the redirects file. */
export interface RedirectRule {
  /** A route, or a pattern with `:name` (one segment) and a final `:name*` (any number of segments, none included). */
  source: string;
  /** A route (may use the source's `:name` parameters), a route with a #hash, or an absolute URL. */
  destination: string;
  /** Line in the redirects file, for error messages. */
  line?: number;
}

/** True when a source has parameters. */
export const isPattern = (source: string): boolean => /\/:[A-Za-z_][A-Za-z0-9_]*\*?(?=\/|$)/.test(source);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A source as a regular expression over a path without trailing slash; its groups are named by the parameters. */
export function sourcePattern(source: string): RegExp {
  const parts = source.split('/').slice(1);
  let regex = '^';
  for (const part of parts) {
    const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\*)?$/.exec(part);
    if (!param) regex += `/${escapeRegExp(part)}`;
    else if (param[2]) regex += `(?:/(?<${param[1]}>.*))?`;
    else regex += `/(?<${param[1]}>[^/]+)`;
  }
  return new RegExp(`${regex}/?$`);
}

/** Where a path goes under one rule, or null when the rule does not match it. */
export function applyRule(rule: RedirectRule, path: string): string | null {
  const match = sourcePattern(rule.source).exec(path);
  if (!match) return null;
  const params = match.groups ?? {};
  return rule.destination
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?(?=\/|#|\?|$)/g, (whole, name: string) => (name in params ? (params[name] ?? '') : whole))
    .replace(/\/+(?=#|\?|$)/, '')
    .replace(/^$/, '/');
}

/** The first rule's destination for a path (rules are tried in file order), or null. */
export function redirectFor(rules: RedirectRule[], path: string): string | null {
  for (const rule of rules) {
    const to = applyRule(rule, path);
    if (to !== null) return to;
  }
  return null;
}
