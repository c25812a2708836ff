import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '../../src/index/search-index.js';
import { cardNames, searchAs, useSearchApp } from '../support/search-app.js';

/** Compatibility through `/api/search`, on each index adapter: the sort, the cards, the pair view. */
export function compatibilityApiSuite(name: string, index?: (ports: { db: unknown }) => SearchIndex) {
  describe(`compatibility API (${name})`, () => {
    const s = useSearchApp({ index });
    const search = (auth: string, query: Record<string, string | number> = {}) => searchAs(s, auth, query);
    const names = cardNames;

    /** Huda: 29, in Sharjah, practising, prays always, no children; she wants a non-smoker (must). */
    async function huda() {
      const her = await s.person({
        fullName: 'Huda',
        gender: 'female',
        age: 29,
        city: 'AE-SHJ',
        answers: { religiosity: 'practising', prayer: 'always', hasChildren: 'no', wantsChildren: 'yes' },
      });
      await s.wishes(her.id, {
        smoking: { value: ['no'], importance: 'must' },
        age: { value: { min: 28, max: 38 }, importance: 'nice' },
        prayer: { value: ['always', 'mostly'], importance: 'nice' },
        wantsChildren: { value: ['yes'], importance: 'nice' },
      });
      return her;
    }

    it('sorts by two-way compatibility: her musts and his, then the score, with reasons on cards', async () => {
      const me = await huda();
      // Omar meets all three of her nice wishes; he wants a woman who prays always (nice): she does.
      const omar = await s.person({
        fullName: 'Omar',
        gender: 'male',
        age: 33,
        smoking: 'no',
        answers: { prayer: 'always', wantsChildren: 'yes' },
      });
      await s.wishes(omar.id, { prayer: { value: ['always'], importance: 'nice' } });
      // Yusuf meets one of three (age) and asks nothing.
      await s.person({ fullName: 'Yusuf', gender: 'male', age: 30, smoking: 'no' });
      // Khalid smokes: her must leaves him out.
      await s.person({ fullName: 'Khalid', gender: 'male', age: 31, smoking: 'yes' });
      // Bilal only marries a woman with children (his must): she has none, so he is left out.
      const bilal = await s.person({ fullName: 'Bilal', gender: 'male', age: 32, smoking: 'no' });
      await s.wishes(bilal.id, { hasChildren: { value: ['yes-living-with-me'], importance: 'must' } });

      const res = await search(me.auth, { sort: 'compatibility' });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Omar', 'Yusuf']);
      // Omar: both ways fully met (80) + active just now (8) = 88.
      expect(res.body.items[0].compatibility).toEqual({
        score: 88,
        theyMeet: { met: 3, of: 3 },
        youMeet: { met: 1, of: 1 },
      });
      // Yusuf: 1 of 3 (33%) and nothing asked (100%): (33 + 100) * 2 / 5 = 53, + 8.
      expect(res.body.items[1].compatibility).toEqual({
        score: 61,
        theyMeet: { met: 1, of: 3 },
        youMeet: { met: 0, of: 0 },
      });
      // The newest sort still shows everyone; only compatible pairs carry a compatibility.
      const newest = await search(me.auth);
      const byName = Object.fromEntries(
        (newest.body.items as { fullName: string; compatibility?: unknown }[]).map((c) => [c.fullName, c]),
      );
      expect(Object.keys(byName).sort()).toEqual(['Bilal', 'Khalid', 'Omar', 'Yusuf']);
      expect(byName.Khalid!.compatibility).toBeUndefined();
      expect(byName.Bilal!.compatibility).toBeUndefined();
      expect(byName.Omar!.compatibility).toMatchObject({ score: 88 });
      // A search filtered to her own gender shows no score: a pair is a man and a woman.
      await s.person({ fullName: 'Sara', gender: 'female' });
      const women = await search(me.auth, { gender: 'female' });
      expect(names(women)).toEqual(['Sara']);
      expect(women.body.items[0].compatibility).toBeUndefined();
    });

    it('follows her wishes as they change', async () => {
      const me = await huda();
      await s.person({ fullName: 'Khalid', gender: 'male', age: 31, smoking: 'yes' });
      expect(names(await search(me.auth, { sort: 'compatibility' }))).toEqual([]);
      await s.wishes(me.id, { smoking: { value: ['no', 'yes'], importance: 'must' } });
      expect(names(await search(me.auth, { sort: 'compatibility' }))).toEqual(['Khalid']);
    });

    it('shows the pair on a profile page: her unmet musts by name, his only as yes or no', async () => {
      const me = await huda();
      const khalid = await s.person({ fullName: 'Khalid', gender: 'male', age: 31, smoking: 'yes' });
      const res = await request(s.app)
        .get(`/api/search/compatibility/${khalid.id}`)
        .set('Authorization', me.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ compatible: false, yourMustsUnmet: ['smoking'], theirMustsMet: true });
      // Unknown, of her own gender, or not an id at all (the router's rule for paths): not found.
      const sara = await s.person({ fullName: 'Sara', gender: 'female' });
      for (const id of [sara.id, '01a20000-0000-7000-8000-000000000999'])
        expect(
          (await request(s.app).get(`/api/search/compatibility/${id}`).set('Authorization', me.auth)).status,
        ).toBe(404);
      expect(
        (await request(s.app).get(`/api/search/compatibility/not-a-uuid`).set('Authorization', me.auth))
          .status,
      ).toBe(404);
      expect((await request(s.app).get(`/api/search/compatibility/${khalid.id}`)).status).toBe(401);
    });

    it('keeps a private member out of a stranger’s compatibility sort and pair view', async () => {
      const me = await huda();
      const omar = await s.person({
        fullName: 'Omar',
        gender: 'male',
        age: 33,
        smoking: 'no',
        visibility: 'private',
      });
      expect(names(await search(me.auth, { sort: 'compatibility' }))).toEqual([]);
      const pair = () =>
        request(s.app).get(`/api/search/compatibility/${omar.id}`).set('Authorization', me.auth);
      expect((await pair()).status).toBe(404);
      await s.follow(me.id, omar.id);
      expect(names(await search(me.auth, { sort: 'compatibility' }))).toEqual(['Omar']);
      expect((await pair()).status).toBe(200);
    });

    it('asks for a birth date and city before sorting by compatibility', async () => {
      // A member whose registration has not reached search yet.
      const stranger = await s.bearer('member');
      const res = await search(stranger, { sort: 'compatibility' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: [{ field: 'sort' }] });
    });
  });
}
