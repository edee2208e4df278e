import { toPlainMarkdown } from './markdown';

const context = { resolveUrl: (url: string) => (url.startsWith('/') ? `https://docs.example${url.replace(/\.md(#|$)/, '$1')}` : url), renderComponent: (name: string) => (name === 'Listing' ? '- [A](https://docs.example/a)' : null) };
const convert = (body: string) => toPlainMarkdown(body, context);

describe('markdown twins', () => {
  it('turns tabs into labelled sections and drops imports', () => {
    const out = convert("import Tabs from '@theme/Tabs';\n\n<Tabs>\n<TabItem value=\"a\" label=\"Linux\" default>\n\nRun `pact`.\n\n</TabItem>\n<TabItem value=\"b\" label=\"macOS\">\n\nUse brew.\n\n</TabItem>\n</Tabs>\n");
    expect(out).toBe('**Linux**\n\nRun `pact`.\n\n**macOS**\n\nUse brew.\n');
  });

  it('turns admonitions into quotes with their label', () => {
    expect(convert(':::tip[Try it]\nRun the REPL.\n:::\n')).toBe('> **Try it:** Run the REPL.\n');
    expect(convert(':::warning\nCareful.\n\nMore.\n:::\n')).toBe('> **Warning:** Careful.\n>\n> More.\n');
  });

  it('keeps code blocks with their language and JSX-looking text inside them', () => {
    const body = '```pact title="hello.pact"\n(defun f () <Tabs>)\n```\n';
    expect(convert(body)).toBe(body);
  });

  it('makes links absolute, keeps string expressions, drops comments and other expressions', () => {
    expect(convert("See [glossary](/resources/glossary.md#k) and {'<'}x{'>'} {/* note */}\n")).toBe('See [glossary](https://docs.example/resources/glossary#k) and \\<x>\n');
  });

  it('renders site-data components through the context and unwraps unknown ones', () => {
    expect(convert('<Listing />\n\n<Unknown>\n\nInside.\n\n</Unknown>\n')).toBe('- [A](https://docs.example/a)\n\nInside.\n');
  });

  it('converts HTML-like JSX and heads the text with the title when the body has no "# "', () => {
    expect(toPlainMarkdown('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n', context, { title: 'T', description: 'D', hasH1: false })).toBe('# T\n\n> D\n\n**More**\n\nHidden text.\n');
  });
});
