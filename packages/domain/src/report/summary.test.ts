import { describe, expect, it } from 'vitest';
import { summaryWords } from './summary.js';

describe('summaryWords: words of the executive summary as a reader counts them', () => {
  it('counts a number and its unit joined by a no-break space as one word, as English “67%” is', () => {
    expect(summaryWords('oamenii fac 67\u00a0% din muncă')).toBe(summaryWords('people do 67% of work'));
    expect(summaryWords('67\u00a0% 15\u202f%')).toBe(2);
  });

  it('does not count a dash, an arrow or a currency sign standing alone', () => {
    expect(summaryWords('Vizitator → lead — 2.100–7.500 €')).toBe(3);
  });

  it('splits on ordinary spaces and line breaks', () => {
    expect(summaryWords('one two\nthree\tfour  five')).toBe(5);
    expect(summaryWords('  \n ')).toBe(0);
  });
});
