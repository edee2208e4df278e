'use client';

import { useEffect, useRef } from 'react';

const MARK = 'data-kadena-suggestions';
const REFRESH_EVENT = 'kadena:search-screens';

/** Asks the modal to redraw the parts this hook adds (after an answer or a failure). */
export const refreshModalScreens = (): void => void window.dispatchEvent(new Event(REFRESH_EVENT));

const EMPTY = 'data-kadena-empty-history';

/** DocSearch 5.1 hides the whole dropdown when there is no history; the spec wants "No recent searches" said. */
function showEmptyHistory() {
  const modal = document.querySelector('.DocSearch-Modal');
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  const note = document.querySelector(`[${EMPTY}]`);
  const wanted = Boolean(modal && input && !input.value && !modal.querySelector('.DocSearch-Dropdown'));
  if (!wanted) return note?.remove();
  if (note) return;
  const box = document.createElement('div');
  box.className = 'DocSearch-StartScreen';
  box.setAttribute(EMPTY, '');
  const text = document.createElement('p');
  text.className = 'DocSearch-Help';
  text.textContent = 'No recent searches';
  box.append(text);
  modal!.querySelector('.DocSearch-SearchBar')?.after(box);
}

const ERROR = 'data-kadena-error';

/**
 * autocomplete-core resets the status to idle after a failed request, so DocSearch's own error screen never stays:
 * when the last search for the current query failed, show the spec's error texts in place of the results.
 */
function showError(failed: (query: string) => boolean) {
  const modal = document.querySelector('.DocSearch-Modal');
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  const box = document.querySelector(`[${ERROR}]`);
  const wanted = Boolean(modal && input && input.value && failed(input.value));
  modal?.classList.toggle('kadena-search-failed', wanted);
  if (!wanted) return box?.remove();
  if (box) return;
  const screen = document.createElement('div');
  screen.className = 'DocSearch-ErrorScreen';
  screen.setAttribute(ERROR, '');
  screen.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'DocSearch-Title';
  title.textContent = 'Unable to fetch results';
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = 'You might want to check your network connection.';
  screen.append(title, help);
  modal!.querySelector('.DocSearch-SearchBar')?.after(screen);
}

/**
 * DocSearch 5.1's own "Try searching for" list never renders (its suggestions end up in an object without a length),
 * so this fills the no-results screen with the engine's suggestions, at most three, as buttons that run the query;
 * it also says "No recent searches" and shows the error screen, which DocSearch 5.1 drops (see above).
 */
export function useModalScreens(suggestionsFor: (query: string) => string[], failed: (query: string) => boolean) {
  const latest = useRef({ suggestionsFor, failed });
  useEffect(() => {
    latest.current = { suggestionsFor, failed };
  });
  useEffect(() => {
    const render = () => {
      showEmptyHistory();
      showError(latest.current.failed);
      const screen = document.querySelector('.DocSearch-NoResults');
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!screen || !input) return;
      const query = input.value;
      const existing = screen.querySelector(`[${MARK}]`);
      if (existing?.getAttribute(MARK) === query) return;
      existing?.remove();
      const suggestions = latest.current.suggestionsFor(query).slice(0, 3);
      if (!suggestions.length || screen.querySelector('.DocSearch-NoResults-Prefill-List')) return;
      const box = document.createElement('div');
      box.className = 'DocSearch-NoResults-Prefill-List';
      box.setAttribute(MARK, query);
      const help = document.createElement('p');
      help.className = 'DocSearch-Help';
      help.textContent = 'Try searching for:';
      box.append(help);
      for (const suggestion of suggestions) {
        const item = document.createElement('p');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'DocSearch-Prefill';
        button.textContent = suggestion;
        button.addEventListener('click', () => {
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setter?.call(input, suggestion);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.focus();
        });
        item.append(button);
        box.append(item);
      }
      screen.querySelector('.DocSearch-Title')?.after(box);
    };
    const observer = new MutationObserver(render);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener(REFRESH_EVENT, render);
    return () => {
      observer.disconnect();
      window.removeEventListener(REFRESH_EVENT, render);
    };
  }, []);
}
