import { describe, expect, it } from 'vitest';
import { mostActiveQuerySchema, searchQuerySchema } from '../src/search/query.js';

describe('the search query', () => {
  it('reads a filter left blank as "any", and a blank sort or page size as the default', () => {
    expect(
      searchQuerySchema.parse({ gender: '', ageMin: ' ', location: '', sort: '', limit: '', ageMax: '40' }),
    ).toEqual({ ageMax: 40, sort: 'newest', limit: 20 });
    expect(mostActiveQuerySchema.parse({ limit: '' })).toEqual({ limit: 12 });
  });

  it('refuses a parameter it does not know by name, blank or not', () => {
    for (const query of [{ gendre: '' }, { gendre: 'female' }]) {
      const result = searchQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['gendre'] });
    }
  });

  it('names the field of a bad value, and the maximum of a reversed range', () => {
    expect(searchQuerySchema.safeParse({ limit: 'abc' }).error?.issues[0]?.path).toEqual(['limit']);
    expect(searchQuerySchema.safeParse({ ageMin: '40', ageMax: '30' }).error?.issues[0]).toMatchObject({
      path: ['ageMax'],
      message: 'search.rangeReversed',
    });
  });

  it('leaves the query it was given as it was', () => {
    const query = { gender: '', limit: '10' };
    searchQuerySchema.parse(query);
    expect(query).toEqual({ gender: '', limit: '10' });
  });
});
