import { MAX_QUERY_LENGTH } from '@/lib/search/types';

/**
 * Gives the modal's search box what the reader typed elsewhere while its code loaded (the stand-in box or the home
 * page's field), with the caret at the end. DocSearch keeps its query in React state, so the value goes in through
 * the native setter and an input event, as if typed. True once the modal's box has the text and the focus.
 */
export function handOverQuery(source: HTMLInputElement | null): boolean {
  const target = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!target || document.activeElement !== target) return false;
  const typed = (source?.value ?? '').slice(0, MAX_QUERY_LENGTH);
  if (typed && target.value !== typed) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, typed);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  target.setSelectionRange(target.value.length, target.value.length);
  return true;
}
