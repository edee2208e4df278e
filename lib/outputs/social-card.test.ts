import { createCardPainter, wrapText } from './social-card';

describe('social cards', () => {
  it('draws a 1200 by 630 PNG in a few milliseconds once the glyphs are drawn', () => {
    const paint = createCardPainter('Kadena Docs', 'docs.kadena.io');
    const png = paint({ title: 'with-capability', section: 'Pact 5 function reference' });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(paint({ title: 'with-capability', section: 'Pact 5 function reference' }).equals(png)).toBe(true);
    expect(paint({ title: 'Other', section: 'Pact 5 function reference' }).equals(png)).toBe(false);
  });

  it('wraps titles by width and ends an overflow with an ellipsis', () => {
    const measure = (text: string) => text.length * 10;
    expect(wrapText('one two three four', 90, measure, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two three four', 90, measure, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghijkl', 50, measure, 3)).toEqual(['abcde', 'fghij', 'kl']);
  });
});
