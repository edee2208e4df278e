/**
 * Asks DocSearch's modal to search its current query again, without moving focus or touching the text.
 *
 * DocSearch exposes no refresh. This rests on two behaviours, both covered by e2e/search.test.ts ("the modal shows the
 * page answering …" types before the full index arrives, so the page appears only if the query is asked again):
 * - autocomplete-core runs the current query again when its input receives focus (`openOnFocus`);
 * - React 17 and later deliver `onFocus` from the native `focusin` event.
 */
export function askModalAgain(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || input.value !== query) return; // closed, or the reader has typed on: that query is already being asked
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}
