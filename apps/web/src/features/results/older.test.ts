import { describe, expect, it } from 'vitest';
import { olderResultsHref, viewedResults, withAssessment } from './older';

const ID = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';

describe('viewedResults', () => {
  it('is the latest without the parameter', () => {
    expect(viewedResults(null)).toEqual({ kind: 'latest' });
  });
  it('is an older assessment for a uuid, in any case, trimmed', () => {
    expect(viewedResults(ID)).toEqual({ kind: 'older', id: ID });
    expect(viewedResults(` ${ID.toUpperCase()} `)).toEqual({ kind: 'older', id: ID });
  });
  it('is invalid for an empty or malformed value', () => {
    for (const v of ['', 'abc', `${ID}x`, ID.slice(1), '1'])
      expect(viewedResults(v)).toEqual({ kind: 'invalid' });
  });
});

describe('olderResultsHref', () => {
  it('links to the results with the assessment parameter', () => {
    expect(olderResultsHref('ro', ID)).toBe(`/ro/results?assessment=${ID}`);
  });
});

describe('withAssessment', () => {
  it('adds assessmentId for an older assessment', () => {
    expect(withAssessment({ locale: 'en' }, ID)).toEqual({ locale: 'en', assessmentId: ID });
  });
  it('keeps the input as it was for the latest (no assessmentId key at all)', () => {
    const input = { locale: 'en' };
    expect(withAssessment(input, undefined)).toBe(input);
    expect('assessmentId' in withAssessment(input, undefined)).toBe(false);
  });
});
