import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { SITE_DATA_COMPONENT_NAMES } from './site-data-components';

/** Components an author may use in MDX (ours, the Docusaurus names mapped to them, and those showing site data). */
export const ALLOWED_COMPONENTS = new Set(['Admonition', 'Tabs', 'TabItem', 'CodeBlock', 'Link', 'Card', 'CardGrid', 'Details', ...SITE_DATA_COMPONENT_NAMES]);

/** HTML elements that are plain formatting and safe to keep. */
const SAFE_TAGS = new Set(
  'a abbr b blockquote br caption code dd del details dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead tr u ul var'.split(' '),
);
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcSet', 'srcset', 'action', 'formAction', 'formaction', 'xlinkHref', 'xlink:href', 'poster', 'background', 'cite', 'longDesc', 'to']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * True for a URL a browser could run or that could smuggle content in (javascript:, vbscript:, data:...).
 * Browsers ignore control characters and spaces inside a scheme ("java&#9;script:"), so they are removed first;
 * only http, https, mailto, tel and scheme-less (site-relative) URLs are allowed.
 */
export function isUnsafeUrl(url: string): boolean {
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#:]+):/.exec(squeezed)?.[1];
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** Ids and names that could shadow the framework's globals (DOM clobbering of window.__next_f and the like). */
const CLOBBERING_NAME = /^(?:__|_R_$|self$|top$|parent$|window$|document$|location$)/;
/** Docusaurus modules pages import whose components this site supplies itself (the import line is dropped). */
export const MAPPED_IMPORTS = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/CodeBlock', '@theme/Admonition', '@theme/Details', '@theme/DocCardList', '@docusaurus/Link']);
const IMPORT_SOURCE = /(?:^|\n)\s*(?:import|export)\b[^'"`]*?(?:from\s*)?['"]([^'"]+)['"]/g;

/**
 * What an import/export block means here: nothing to say (only mapped modules), an error for code of the checkout
 * that the site cannot run (its own React components, @site, unmapped @theme or @docusaurus modules, partials),
 * or the usual warning for anything else.
 */
function importProblem(value: string): { severity: 'error' | 'warning'; message: string } | undefined {
  const sources = [...value.matchAll(IMPORT_SOURCE)].map((m) => m[1]!);
  const own = sources.filter((src) => !MAPPED_IMPORTS.has(src) && (/^(?:@site|@theme|@theme-original|@theme-init|@docusaurus|@generated)\//.test(src) || /^\.{1,2}\//.test(src)));
  if (own.length) {
    return {
      severity: 'error',
      message: `cannot import "${own[0]}": this site does not run a Docusaurus checkout's own React components, partials or theme modules; write the content in Markdown, or use a supplied component without importing it (${[...ALLOWED_COMPONENTS].join(', ')}; mapped imports: ${[...MAPPED_IMPORTS].join(', ')})`,
    };
  }
  if (sources.length && sources.every((src) => MAPPED_IMPORTS.has(src))) return undefined;
  return { severity: 'warning', message: 'import/export removed: MDX pages cannot import modules; use the documented components without importing them' };
}

/** A finding with its position in the body. */
export interface SanitizeNote {
  severity: 'error' | 'warning';
  /** Report group, when it is not "removed" (warnings) or "mdx-component" (errors). */
  code?: string;
  line: number;
  column: number;
  message: string;
}

type AnyNode = { type: string; name?: string | null; attributes?: Attribute[]; url?: string; value?: string; position?: { start: { line: number; column: number }; end: { line: number; column: number } }; children?: AnyNode[] };
type Attribute = { type: string; name?: string; value?: unknown };

const position = (node: AnyNode) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

/**
 * Makes an MDX tree inert: drops scripts, frames, event handlers, script URLs and JavaScript
 * expressions, and reports unknown components (an error) and everything removed (a warning).
 */
export function sanitizeTree(tree: Root, note: (n: SanitizeNote) => void = () => {}, extraComponents: readonly string[] = []): void {
  // Extra components: the browser-test fixture site's test-only probe (components/state/test-components.ts).
  const allowed = extraComponents.length ? new Set([...ALLOWED_COMPONENTS, ...extraComponents]) : ALLOWED_COMPONENTS;
  visit(tree as unknown as AnyNode, (node: AnyNode, index, parent: AnyNode | undefined) => {
    const remove = (message?: string, keepChildren = false) => {
      if (message) note({ severity: 'warning', ...position(node), message });
      if (parent?.children && index !== undefined) {
        parent.children.splice(index, 1, ...(keepChildren ? node.children ?? [] : []));
        return [SKIP, index] as [typeof SKIP, number];
      }
      return undefined;
    };
    switch (node.type) {
      case 'mdxjsEsm': {
        const problem = importProblem(node.value ?? '');
        if (problem?.severity === 'error') note({ severity: 'error', code: 'mdx-import', ...position(node), message: problem.message });
        return remove(problem?.severity === 'warning' ? problem.message : undefined);
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const isComment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
        return remove(isComment ? undefined : `JavaScript expression {${(node.value ?? '').slice(0, 40)}} removed: to show a brace write \\{ or put it in \`code\``);
      }
      case 'link':
      case 'image':
      case 'definition':
        if (node.type === 'image' && node.url && /^(?:https?:)?\/\//i.test(node.url)) {
          note({ severity: 'warning', code: 'external-image', ...position(node), message: `external image ${node.url.slice(0, 60)} will be blocked by the Content-Security-Policy (img-src 'self'): copy it into public/img/` });
        }
        if (node.url && isUnsafeUrl(node.url)) {
          note({ severity: 'warning', ...position(node), message: `unsafe URL ${JSON.stringify(node.url.slice(0, 40))} removed (only http, https, mailto, tel and site links are allowed)` });
          node.url = '#';
        }
        return undefined;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        if (name === '') return remove(undefined, true);
        const isComponent = /^[A-Z]/.test(name) || name.includes('.');
        if (isComponent && !allowed.has(name)) {
          note({ severity: 'error', ...position(node), message: `unknown component <${name}>: use one of ${[...allowed].join(', ')}, or escape "<" as "&lt;"` });
          return remove(undefined, true);
        }
        if (!isComponent && !SAFE_TAGS.has(name)) return remove(`<${name}> removed: this HTML element is not allowed in pages`);
        const src = name === 'img' ? node.attributes?.find((a) => a.name === 'src')?.value : undefined;
        if (typeof src === 'string' && /^(?:https?:)?\/\//i.test(src)) {
          note({ severity: 'warning', code: 'external-image', ...position(node), message: `external image ${src.slice(0, 60)} will be blocked by the Content-Security-Policy (img-src 'self'): copy it into public/img/` });
        }
        node.attributes = (node.attributes ?? []).filter((attribute) => {
          if (attribute.type !== 'mdxJsxAttribute') {
            note({ severity: 'warning', ...position(node), message: `spread attribute removed from <${name}>` });
            return false;
          }
          const attributeName = attribute.name ?? '';
          if (/^on/i.test(attributeName) || attributeName === 'dangerouslySetInnerHTML' || attributeName === 'style') {
            note({ severity: 'warning', ...position(node), message: `attribute ${attributeName} removed from <${name}>` });
            return false;
          }
          if (attribute.value !== null && typeof attribute.value === 'object') {
            note({ severity: 'warning', ...position(node), message: `expression value of ${attributeName} removed from <${name}>: use a plain string` });
            return false;
          }
          if (URL_ATTRIBUTES.has(attributeName) && typeof attribute.value === 'string' && isUnsafeUrl(attribute.value)) {
            note({ severity: 'warning', ...position(node), message: `unsafe URL in ${attributeName} removed from <${name}>` });
            return false;
          }
          if ((attributeName === 'id' || attributeName === 'name') && typeof attribute.value === 'string' && CLOBBERING_NAME.test(attribute.value)) {
            note({ severity: 'warning', ...position(node), message: `${attributeName}="${attribute.value}" removed from <${name}>: it could shadow a global the site's scripts use` });
            return false;
          }
          return true;
        });
        return undefined;
      }
      default:
        return undefined;
    }
  });
}
