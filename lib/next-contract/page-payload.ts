/**
 * Where an exported page keeps what Next's runtime needs to start, shared by the build that writes it
 * (lib/next-contract/inline-scripts.ts) and the browser code that reads it (the boot script, client navigation).
 *
 * A page's React Server Components payload is written once, inside its HTML, as the text of
 * `<script type="text/x-component" id="__next-payload">`: a data block, which never runs. A data block's text is
 * raw: the parser ends it at the first `</script`, treats `<!--` specially and turns every carriage return into a
 * line feed. So the payload is stored with `&`, `<`, carriage returns and NULs written as `&amp;`, `&lt;`, `&#13;`
 * and `&#0;`. No `<` is left, so no markup of the page's text appears as such in the HTML; this costs less than a
 * JSON string would (every quote of the payload escaped). Escaping only the `<` of `</` and `<!` saved nothing
 * measurable on 1,000 synthetic pages (116.1 MB either way).
 */

/** The JSON data block holding the framework's other boot pushes (the chunk list, the payload's opening marker). */
export const BOOT_DATA_ID = '__next-boot-data';
/** The opening tag of the boot data block. */
export const BOOT_DATA_OPEN = `<script type="application/json" id="${BOOT_DATA_ID}">`;
/** The data block holding the page's payload, present only when it is the payload client navigation reads too. */
export const PAYLOAD_ID = '__next-payload';
/** The opening tag of the payload block, written and searched for byte for byte. */
export const PAYLOAD_OPEN = `<script type="text/x-component" id="${PAYLOAD_ID}">`;

const ENCODED = /[&<\r\0]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '\r': '&#13;', '\0': '&#0;' };
/** The decoding, as a regular expression source and a table, also written into the boot script (plain JavaScript). */
export const DECODE_SOURCE = '&(?:amp|lt|#13|#0);';
export const DECODED: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&#13;': '\r', '&#0;': '\0' };

/** A payload as the text of its data block. */
export const encodePayload = (payload: string): string => payload.replace(ENCODED, (c) => ENTITIES[c]!);

/** The payload a data block's text holds. */
export const decodePayload = (text: string): string => text.replace(new RegExp(DECODE_SOURCE, 'g'), (entity) => DECODED[entity]!);

/** The payload an exported page's HTML carries for client navigation, or undefined when it carries none. */
export function payloadInHtml(html: string): string | undefined {
  const start = html.indexOf(PAYLOAD_OPEN);
  if (start < 0) return undefined;
  const end = html.indexOf('</script>', start);
  return end < 0 ? undefined : decodePayload(html.slice(start + PAYLOAD_OPEN.length, end));
}
