import { parseBody } from './parse';

/** Every kind of block a page has, each ending and starting with a word that must stay a word of its own. */
const BODY = `Intro ends alpha.

## Section

Calls with-capability.

Bravo starts here.

- charlie item
- delta item
  - echo nested

| foxtrot | golf |
| --- | --- |
| hotel | india |

\`\`\`pact
(juliet)
\`\`\`
Kilo after code.

:::note
Lima note.

Mike second.
:::

> November quote.
>
> Oscar quote.

<Tabs><TabItem value="x">

Papa tab.

</TabItem><TabItem value="y">

Quebec tab.

</TabItem></Tabs>
`;

describe('section text for search', () => {
  const text = parseBody(BODY).sections.find((s) => s.heading?.text === 'Section')!.text;
  const tokens = text.split(' ');

  it('keeps a boundary between blocks: paragraphs, list items, table cells, code, admonitions, quotes, tabs', () => {
    expect(text).toContain('with-capability. Bravo');
    for (const word of ['with-capability.', 'Bravo', 'charlie', 'item', 'delta', 'echo', 'nested', 'foxtrot', 'golf', 'hotel', 'india', '(juliet)', 'Kilo', 'code.', 'Lima', 'note.', 'Mike', 'November', 'quote.', 'Oscar', 'Papa', 'tab.', 'Quebec'])
      expect(tokens).toContain(word);
  });

  it('joins no two words across a block', () => {
    // A sentence end glued to the next block's first letter ("with-capability.The") or two words run together.
    expect(text).not.toMatch(/[\p{L})][.!?:)]?\p{Lu}/u);
    expect(tokens.every((t) => !/^(item|nested|golf|india|code\.|note\.|quote\.|tab\.)\p{L}/u.test(t))).toBe(true);
  });
});
