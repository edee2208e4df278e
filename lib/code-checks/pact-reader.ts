/** A reader for Pact source: lists, square lists, objects, strings, symbols and comments, with positions. */

/** Where a form starts in the text that was read (1-based). */
export interface Point {
  line: number;
  column: number;
}

/** An atom (symbol, number, string, quoted symbol) or a bracketed form. */
export type PactForm =
  | { kind: 'atom'; text: string; at: Point; string?: boolean }
  | { kind: 'list' | 'square' | 'object'; items: PactForm[]; at: Point };

/** A form that cannot be read: unbalanced brackets or an unclosed string. */
export class PactReadError extends Error {
  constructor(message: string, readonly at: Point) {
    super(message);
  }
}

const OPEN: Record<string, 'list' | 'square' | 'object'> = { '(': 'list', '[': 'square', '{': 'object' };
const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const DELIMITER = /[\s()[\]{}",;]/;
/** Type brackets inside an annotation such as `rows:[object{account}]` or `table:<{row}>`. */
const TYPE_PAIRS: Record<string, string> = { '{': '}', '[': ']', '<': '>', '(': ')' };

/** Reads every top-level form of `text`; throws PactReadError with the position of the first problem. */
export function readPact(text: string): PactForm[] {
  let index = 0;
  let line = 1;
  let column = 1;
  const point = (): Point => ({ line, column });
  const advance = (): string => {
    const char = text[index++]!;
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
    return char;
  };

  const skipSpace = () => {
    while (index < text.length) {
      const char = text[index]!;
      if (char === ';') while (index < text.length && text[index] !== '\n') advance();
      else if (/[\s,]/.test(char)) advance();
      else break;
    }
  };

  const readString = (): PactForm => {
    const at = point();
    advance();
    let value = '';
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\\') value += advance();
      value += advance();
    }
    if (index >= text.length) throw new PactReadError('unclosed string: add the closing "', at);
    advance();
    return { kind: 'atom', text: value, at, string: true };
  };

  /** A symbol, number or annotation; after a ":" a type may hold balanced brackets (`x:{row}`, `f:(a -> b)`). */
  const readAtom = (): PactForm => {
    const at = point();
    let value = '';
    while (index < text.length && !DELIMITER.test(text[index]!)) {
      const char = advance();
      value += char;
      if (char === ':' && text[index] !== '=' && index < text.length && !/\s/.test(text[index]!)) value += readType();
    }
    return { kind: 'atom', text: value, at };
  };

  const readType = (): string => {
    let value = '';
    const stack: string[] = [];
    while (index < text.length) {
      const char = text[index]!;
      if (TYPE_PAIRS[char]) stack.push(TYPE_PAIRS[char]!);
      else if (stack.length && char === stack.at(-1)) stack.pop();
      else if (!stack.length && (DELIMITER.test(char) || char === '>')) break;
      value += advance();
    }
    return value;
  };

  const readForm = (): PactForm => {
    const char = text[index]!;
    if (char === '"') return readString();
    const kind = OPEN[char];
    if (!kind) {
      if (')]}'.includes(char)) throw new PactReadError(`unexpected "${char}": it closes nothing (remove it or add the opening bracket)`, point());
      return readAtom();
    }
    const at = point();
    advance();
    const items: PactForm[] = [];
    for (;;) {
      skipSpace();
      if (index >= text.length) throw new PactReadError(`unclosed "${char}": add "${CLOSE[char]}" to close it`, at);
      const next = text[index]!;
      if (next === CLOSE[char]) {
        advance();
        return { kind, items, at };
      }
      if (')]}'.includes(next)) throw new PactReadError(`"${char}" is closed by "${next}": expected "${CLOSE[char]}"`, point());
      // ":" and ":=" separate keys from values and bindings in objects.
      if (next === ':') {
        advance();
        if (text[index] === '=') advance();
        continue;
      }
      items.push(readForm());
    }
  };

  const forms: PactForm[] = [];
  for (;;) {
    skipSpace();
    if (index >= text.length) return forms;
    forms.push(readForm());
  }
}
