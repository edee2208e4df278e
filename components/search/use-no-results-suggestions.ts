'use client';

import { useEffect, useRef } from 'react';

const MARK = 'data-kadena-suggestions';

/**
 * DocSearch 5.1's own "Try searching for" list never renders (its suggestions end up in an object without a length),
 * so this fills the no-results screen with the engine's suggestions, at most three, as buttons that run the query.
 */
export function useNoResultsSuggestions(suggestionsFor: (query: string) => string[]) {
  const latest = useRef(suggestionsFor);
  useEffect(() => {
    latest.current = suggestionsFor;
  });
  useEffect(() => {
    const render = () => {
      const screen = document.querySelector('.DocSearch-NoResults');
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!screen || !input) return;
      const query = input.value;
      const existing = screen.querySelector(`[${MARK}]`);
      if (existing?.getAttribute(MARK) === query) return;
      existing?.remove();
      const suggestions = latest.current(query).slice(0, 3);
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
    return () => observer.disconnect();
  }, []);
}
