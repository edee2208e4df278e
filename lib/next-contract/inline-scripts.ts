import { createHash } from 'node:crypto';
import { BOOT_DATA_ID, BOOT_DATA_OPEN, DECODED, DECODE_SOURCE, PAYLOAD_ID, PAYLOAD_OPEN, encodePayload } from './page-payload';
import { scriptHash } from '../deploy/host-config';

const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
/** Inline scripts Next.js writes into every exported page: the RSC payload and the Turbopack chunk list. */
const FRAMEWORK_SCRIPT = /^\s*\(?\s*(?:self\.__next_f\b|\(?globalThis\["TURBOPACK"\])/;
const JS_TYPE = /\stype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** A page after moving its framework scripts out of executable inline scripts. */
export interface ExternalizedPage {
  html: string;
  /** The moved script bodies as one file, when they were not all plain pushes (see `bootCalls`); none otherwise. */
  file?: { name: string; body: string };
  /** Inline scripts left in the page that the policy does not allow (the build fails on these). */
  disallowed: string[];
  /** The page carries its navigation payload (its `<route>.txt`, which is then no longer needed). */
  navigable: boolean;
}

/** One push Next's inline scripts make: onto Turbopack's chunk list ("t") or onto the RSC payload (`self.__next_f`, "f"). */
export type BootCall = ['t' | 'f', unknown];

const TURBOPACK_PUSH = /^\s*\(globalThis\["TURBOPACK"\]\s*\|\|\s*\(globalThis\["TURBOPACK"\]\s*=\s*\[\]\)\)\.push\(([\s\S]*)\);?\s*$/;
const FLIGHT_PUSH = /^\s*(?:\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)|self\.__next_f)\.push\(([\s\S]*)\);?\s*$/;

/** The framework scripts as data, when every one is a push of a JSON literal (what Next writes); undefined otherwise. */
export function bootCalls(bodies: string[]): BootCall[] | undefined {
  const calls: BootCall[] = [];
  for (const body of bodies) {
    const turbopack = TURBOPACK_PUSH.exec(body);
    const argument = (turbopack ?? FLIGHT_PUSH.exec(body))?.[1];
    if (argument === undefined) return undefined;
    try {
      calls.push([turbopack ? 't' : 'f', JSON.parse(argument)]);
    } catch {
      return undefined;
    }
  }
  return calls;
}

/**
 * A page's boot data: the pushes Next's inline scripts made, in order (`c`), and, when the page's RSC payload is
 * byte for byte its `<route>.txt` (what client navigation reads), that payload (`payload`) apart, to be written as
 * the page's payload block (lib/next-contract/page-payload.ts) so the `.txt` file need not be.
 */
export interface BootData {
  c: BootCall[];
  payload?: string;
}

/**
 * The one script every page loads to replay its boot data: the payload pushes, the payload of the payload block
 * when there is one, and then the Turbopack chunk list, the push that starts Next's runtime. Deferred, it runs in
 * document order before DOMContentLoaded, when Next closes the payload stream.
 */
export const BOOT_SCRIPT = `(function () {
  var block = document.getElementById(${JSON.stringify(BOOT_DATA_ID)});
  if (!block) return;
  var calls = JSON.parse(block.textContent).c;
  var payload = document.getElementById(${JSON.stringify(PAYLOAD_ID)});
  var entities = ${JSON.stringify(DECODED)};
  if (payload) calls.push(['f', [1, payload.textContent.replace(new RegExp(${JSON.stringify(DECODE_SOURCE)}, 'g'), function (e) { return entities[e]; })]]);
  var flight = (self.__next_f = self.__next_f || []);
  var turbopack = (globalThis.TURBOPACK = globalThis.TURBOPACK || []);
  calls.forEach(function (call) { if (call[0] === 'f') flight.push(call[1]); });
  calls.forEach(function (call) { if (call[0] === 't') turbopack.push(call[1]); });
})();
`;

/** The boot script's file name: content-hashed, so a change to it is a new URL. */
export const bootScriptName = (): string => `boot-${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 16)}.js`;

/** JSON that is safe inside a <script> data block: no "</script", "<!--" or line separators a parser could trip on. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The boot data for some pushes: the payload chunks ([1, text]) are taken apart as one payload when they add up to
 * exactly `navigationPayload`, the page's `<route>.txt`; kept in the pushes otherwise (the 404 page, a payload with
 * binary chunks), so a page's payload block is always the one client navigation can use.
 */
export function bootData(calls: BootCall[], navigationPayload: string | undefined): BootData {
  const flight = calls.filter(([kind]) => kind === 'f').map(([, value]) => value as unknown[]);
  const chunks = flight.filter((value) => value[0] === 1);
  const onlyText = flight.every((value) => value[0] === 0 || (value[0] === 1 && typeof value[1] === 'string'));
  const payload = chunks.map((value) => value[1]).join('');
  if (navigationPayload === undefined || !onlyText || chunks.length === 0 || payload !== navigationPayload) return { c: calls };
  return { c: calls.filter(([kind, value]) => !(kind === 'f' && (value as unknown[])[0] === 1)), payload };
}

/**
 * Takes Next's inline bootstrap scripts (self.__next_f.push payloads, the Turbopack chunk list) out of the page's
 * executable scripts, so the CSP needs no 'unsafe-inline' and no per-page hashes. Each is a push of a JSON literal,
 * so the page keeps them as data blocks at the place of the first, followed by the shared boot script (`bootSrc`),
 * which replays them: no file per page. When the page's RSC payload is exactly `navigationPayload` (its
 * `<route>.txt`), it goes in a payload block of its own (`navigable`), which client navigation reads as well, so
 * the `.txt` file need not be written. A script that is not such a push (a future Next might write one) sends all
 * of them, as before, into one content-hashed file under `srcPrefix`.
 */
export function externalizeInlineScripts(html: string, allowed: Set<string>, srcPrefix: string, bootSrc: string, navigationPayload?: string): ExternalizedPage {
  const bodies: string[] = [];
  const disallowed: string[] = [];
  let firstAttributes: string | null = null;
  const marked = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '' || JS_TYPE.test(attributes)) return whole;
    if (allowed.has(scriptHash(body))) return whole;
    if (!FRAMEWORK_SCRIPT.test(body)) {
      disallowed.push(body.slice(0, 80));
      return whole;
    }
    bodies.push(body);
    if (firstAttributes === null) {
      firstAttributes = attributes;
      return '\u0000EXTERNAL\u0000';
    }
    // Keep an element carrying the same id (React may look for it); an empty script never runs.
    return attributes.trim() ? `<script${attributes}></script>` : '';
  });
  if (bodies.length === 0) return { html, disallowed, navigable: false };
  const calls = bootCalls(bodies);
  // Deferred, not parser-blocking: it still runs in document order before DOMContentLoaded (when Next closes the
  // payload stream), but no longer counts as render-blocking, so text paints without waiting for it.
  if (calls) {
    const data = bootData(calls, navigationPayload);
    const payloadBlock = data.payload === undefined ? '' : `${PAYLOAD_OPEN}${encodePayload(data.payload)}</script>`;
    const tags = `${BOOT_DATA_OPEN}${scriptSafeJson({ c: data.c })}</script>${payloadBlock}<script${firstAttributes ?? ''} src="${bootSrc}" defer></script>`;
    return { html: marked.replace('\u0000EXTERNAL\u0000', () => tags), disallowed, navigable: data.payload !== undefined };
  }
  const body = bodies.map((b) => b.replace(/;?\s*$/, ';')).join('\n');
  const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
  const tag = `<script${firstAttributes ?? ''} src="${srcPrefix}${name}" defer></script>`;
  return { html: marked.replace('\u0000EXTERNAL\u0000', () => tag), file: { name, body }, disallowed, navigable: false };
}

/** Bodies of the inline scripts of a page that would run (for audits and tests). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '', body = '']) => !/\ssrc\s*=/i.test(attributes) && body.trim() !== '' && !JS_TYPE.test(attributes))
    .map(([, , body = '']) => body);
}
