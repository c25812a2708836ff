import request from 'supertest';
import { translate } from '@mawadda/contracts';
import { registeredMember } from '@mawadda/kit/testing';
import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '../../src/index/search-index.js';
import { cardNames, eventually, searchAs, useSearchApp } from '../support/search-app.js';

/**
 * What a member relies on from `/api/search`, run on each index adapter: who appears and who
 * never does, the filters and sorts through the API, paging, bad parameters, and rebuilds.
 */
export function searchApiSuite(name: string, index?: (ports: { db: unknown }) => SearchIndex) {
  describe(`search API (${name})`, () => {
    const s = useSearchApp({ index });
    const search = (auth: string, query: Record<string, string | number> = {}) => searchAs(s, auth, query);
    const names = cardNames;

    it('shows a woman the men, newest first, never herself, as cards without private fields', async () => {
      const huda = await s.person({ fullName: 'Huda Saleh', gender: 'female', city: 'AE-SHJ' });
      await s.person({ fullName: 'Omar Farouk', gender: 'male', age: 31, city: 'AE-DXB' });
      await s.person({ fullName: 'Maryam Ali', gender: 'female' });
      await s.person({ fullName: 'Yusuf Karim', gender: 'male', age: 34, city: 'AE-AUH' });
      const res = await search(huda.auth);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Yusuf Karim', 'Omar Farouk']);
      expect(res.body.items[1]).toEqual({
        memberId: expect.any(String),
        fullName: 'Omar Farouk',
        // He gave his name in no other script (the registration's own fields are null).
        fullNameEn: null,
        fullNameAr: null,
        gender: 'male',
        age: 31,
        country: 'AE',
        city: 'AE-DXB',
        nationality: 'AE',
        maritalState: 'single',
        // Registered a moment ago: registration is activity, never "online" (search keeps no
        // live stamp).
        presence: 'today',
        distanceKm: 22,
        // No badge yet.
        badges: { phone: false, email: false, selfie: false, id: false },
        verified: false,
        // Neither asks anything: fully met both ways (80), and active just now (8).
        compatibility: { score: 88, theyMeet: { met: 0, of: 0 }, youMeet: { met: 0, of: 0 } },
      });
      expect(res.body).toMatchObject({ next: null, prev: null });
      // A filter for her own gender is honoured, but she is never among the results.
      expect(names(await search(huda.auth, { gender: 'female' }))).toEqual(['Maryam Ali']);
    });

    it('leaves out both members of a marriage made on the site, for good', async () => {
      const omar = await s.person({ fullName: 'Omar', gender: 'male' });
      const zaid = await s.person({ fullName: 'Zaid', gender: 'male' });
      const huda = await s.person({ fullName: 'Huda' });
      await s.person({ fullName: 'Noor' });
      expect(names(await search(omar.auth))).toEqual(['Noor', 'Huda']);
      await s.settle(huda.id, await s.revOf(huda.id), () =>
        s.publish('match', 'pair.married', crypto.randomUUID(), {
          pairId: crypto.randomUUID(),
          memberIds: [zaid.id, huda.id],
          at: new Date().toISOString(),
        }),
      );
      expect(names(await search(omar.auth))).toEqual(['Noor']);
      // A later profile edit does not bring her back.
      await s.edit(huda.id, { completeness: 90 });
      expect(names(await search(omar.auth))).toEqual(['Noor']);
      expect(names(await search(huda.auth, { gender: 'male' }))).not.toContain('Zaid');
    });

    it('leaves out incomplete profiles, companies, and suspended or erased accounts', async () => {
      const omar = await s.person({ fullName: 'Omar', gender: 'male' });
      const thin = await s.person({ fullName: 'Incomplete', completeness: 39 });
      await s.person({ fullName: 'Company', kind: 'company' });
      const sara = await s.person({ fullName: 'Sara' });
      const lina = await s.person({ fullName: 'Lina' });
      expect(names(await search(omar.auth))).toEqual(['Lina', 'Sara']);

      await s.edit(thin.id, { completeness: 40 });
      expect(names(await search(omar.auth))).toEqual(['Lina', 'Sara', 'Incomplete']);

      await s.settle(sara.id, await s.revOf(sara.id), () =>
        s.publish('auth', 'member.suspended', sara.id, {
          memberId: sara.id,
          status: 'suspended',
          at: new Date().toISOString(),
        }),
      );
      expect(names(await search(omar.auth))).toEqual(['Lina', 'Incomplete']);
      await s.settle(sara.id, await s.revOf(sara.id), () =>
        s.publish('auth', 'member.reinstated', sara.id, {
          memberId: sara.id,
          status: 'active',
          at: new Date().toISOString(),
        }),
      );
      expect(names(await search(omar.auth))).toEqual(['Lina', 'Sara', 'Incomplete']);

      // Erased, then a late profile snapshot from the other topic: she stays gone.
      await s.publish('auth', 'member.deleted', lina.id, {
        memberId: lina.id,
        deletedAt: new Date().toISOString(),
      });
      await eventually(async () => (await s.revOf(lina.id)) === 0);
      const late = await s.publish('profile', 'profile.updated', lina.id, {
        profile: s.snapshotOf(lina.id),
        changed: [],
      });
      await s.handled(late);
      await s.service.index.flush();
      expect(names(await search(omar.auth))).toEqual(['Sara', 'Incomplete']);
    });

    it('hides members blocked either way, and brings them back on unblock', async () => {
      const omar = await s.person({ fullName: 'Omar', gender: 'male' });
      const sara = await s.person({ fullName: 'Sara' });
      const huda = await s.person({ fullName: 'Huda' });
      const at = new Date().toISOString();
      await s.publish('social', 'member.blocked', omar.id, { blockerId: omar.id, blockedId: sara.id, at });
      await s.publish('social', 'member.blocked', huda.id, { blockerId: huda.id, blockedId: omar.id, at });
      await eventually(async () => names(await search(omar.auth)).length === 0);
      await s.publish('social', 'member.unblocked', omar.id, { blockerId: omar.id, blockedId: sara.id, at });
      await eventually(async () => names(await search(omar.auth)).join() === 'Sara');
      // The one who blocked him does not find him either.
      expect(names(await search(huda.auth, { gender: 'male' }))).toEqual([]);
    });

    it('applies every filter of the spec through the API', async () => {
      const me = await s.person({ fullName: 'Searcher', gender: 'male', city: 'AE-SHJ' });
      await s.person({
        fullName: 'A',
        age: 24,
        maritalState: 'single',
        smoking: 'no',
        height: 160,
        weight: 55,
        city: 'AE-SHJ',
      });
      await s.person({
        fullName: 'B',
        age: 30,
        maritalState: 'divorced',
        smoking: 'sometimes',
        height: 170,
        weight: 65,
        nationality: 'SA',
        city: 'AE-DXB',
        badges: { phone: true, email: false, selfie: true, id: false },
      });
      await s.person({
        fullName: 'C',
        age: 36,
        maritalState: 'widowed',
        smoking: 'yes',
        height: 175,
        weight: 80,
        nationality: 'EG',
        city: 'AE-AUH',
      });
      const find = async (q: Record<string, string | number>) => names(await search(me.auth, q));
      expect(await find({ ageMin: 25 })).toEqual(['C', 'B']);
      expect(await find({ ageMin: 25, ageMax: 30 })).toEqual(['B']);
      expect(await find({ maritalState: 'widowed' })).toEqual(['C']);
      expect(await find({ nationality: 'SA' })).toEqual(['B']);
      expect(await find({ smoking: 'smoker' })).toEqual(['C', 'B']);
      expect(await find({ smoking: 'non-smoker' })).toEqual(['A']);
      expect(await find({ heightMin: 165, heightMax: 172 })).toEqual(['B']);
      expect(await find({ weightMin: 60 })).toEqual(['C', 'B']);
      expect(await find({ location: 'AE-DXB' })).toEqual(['B']);
      // Phone and selfie verified; a snapshot without badges (an older event) is not.
      expect(await find({ verifiedOnly: 'true' })).toEqual(['B']);
      expect(await find({ verifiedOnly: 'false' })).toEqual(['C', 'B', 'A']);
      const cards = (await search(me.auth, { verifiedOnly: 'true' })).body.items;
      expect(cards[0]).toMatchObject({ verified: true, badges: { phone: true, selfie: true, id: false } });
      expect(await find({ sort: 'nearest' })).toEqual(['A', 'B', 'C']);
      // A blank filter is "any", as a cleared form field sends it.
      expect(await find({ gender: '', ageMin: '', sort: '' })).toEqual(['C', 'B', 'A']);
    });

    it('sorts by recent activity and pages with next and prev', async () => {
      const me = await s.person({ fullName: 'Searcher', gender: 'male' });
      const people = [];
      for (const n of [1, 2, 3, 4, 5]) people.push(await s.person({ fullName: `W${n}` }));
      await s.active(people[1]!.id);
      await s.active(people[3]!.id);
      expect(names(await search(me.auth, { sort: 'mostActive' }))).toEqual(['W4', 'W2', 'W5', 'W3', 'W1']);
      expect((await search(me.auth, { sort: 'mostActive' })).body.items[0].presence).toBe('today');

      const first = await search(me.auth, { limit: 2 });
      expect(names(first)).toEqual(['W5', 'W4']);
      expect(first.body.prev).toBeNull();
      const second = await search(me.auth, { limit: 2, cursor: first.body.next });
      expect(names(second)).toEqual(['W3', 'W2']);
      const third = await search(me.auth, { limit: 2, cursor: second.body.next });
      expect(names(third)).toEqual(['W1']);
      expect(third.body.next).toBeNull();
      const back = await search(me.auth, { limit: 2, cursor: third.body.prev });
      expect(names(back)).toEqual(['W3', 'W2']);
      // A cursor belongs to its sort.
      const other = await search(me.auth, { limit: 2, sort: 'nearest', cursor: first.body.next });
      expect(other.status).toBe(400);
      expect(other.body).toMatchObject({ field: 'cursor', messageKey: 'search.cursorInvalid' });
    });

    it('names the bad parameter, in the member’s language, and never answers 500', async () => {
      const me = await s.person({ fullName: 'Searcher', gender: 'male' });
      const bad = async (query: Record<string, string | number>, field: string, messageKey?: string) => {
        const res = await search(me.auth, query).set('Accept-Language', 'ar');
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.body.field).toBe(field);
        if (messageKey) expect(res.body.messageKey).toBe(messageKey);
        return res;
      };
      const reversed = await bad({ ageMin: 40, ageMax: 30 }, 'ageMax', 'search.rangeReversed');
      expect(reversed.body.detail).toContain('40');
      await bad({ heightMin: 190, heightMax: 150 }, 'heightMax', 'search.rangeReversed');
      await bad({ ageMin: 17 }, 'ageMin', 'validation.query');
      await bad({ ageMax: 'old' }, 'ageMax');
      await bad({ gender: 'other' }, 'gender', 'validation.query');
      await bad({ maritalState: 'married' }, 'maritalState');
      await bad({ nationality: 'XX' }, 'nationality');
      await bad({ location: 'Atlantis' }, 'location');
      await bad({ sort: 'random' }, 'sort');
      await bad({ limit: 1000 }, 'limit', 'validation.query');
      await bad({ colour: 'blue' }, 'colour');
      await bad({ cursor: 'not-a-cursor' }, 'cursor', 'search.cursorInvalid');
      await bad({ cursor: 'x'.repeat(600) }, 'cursor');
    });

    it('takes ?lang= like every route: accepted, and a bad parameter named in that language', async () => {
      const me = await s.person({ fullName: 'Searcher', gender: 'male' });
      await s.person({ fullName: 'Sara' });
      const en = await search(me.auth, { lang: 'en', ageMin: 25 }).set('Accept-Language', 'ar');
      expect(en.status).toBe(200);
      expect(names(en)).toEqual(['Sara']);
      const strip = await request(s.app).get('/api/search/most-active').query({ lang: 'ar' });
      expect(strip.status).toBe(200);
      expect(strip.body.items).toHaveLength(2);

      const arabic = await search(me.auth, { lang: 'ar', ageMin: 17 }).set('Accept-Language', 'en');
      expect(arabic.status).toBe(400);
      expect(arabic.body).toMatchObject({
        field: 'ageMin',
        messageKey: 'validation.query',
        detail: translate('validation.query', 'ar', { field: 'ageMin' }),
      });
      const english = await request(s.app)
        .get('/api/search/most-active')
        .query({ lang: 'en', limit: 0 })
        .set('Accept-Language', 'ar');
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject({
        field: 'limit',
        detail: translate('validation.query', 'en', { field: 'limit' }),
      });
    });

    it('is for signed-in members only', async () => {
      expect((await request(s.app).get('/api/search/members')).status).toBe(401);
      expect((await search(await s.bearer('company'))).status).toBe(403);
      expect((await search(await s.bearer('moderator'))).status).toBe(403);
      // Someone whose registration has not reached search yet: no city, so no distance.
      const unknown = await search(await s.bearer('member'), { sort: 'nearest' });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({ field: 'sort', messageKey: 'search.nearestNeedsCity' });
    });

    it('gives the home page the most active members; guests see first names only', async () => {
      const omar = await s.person({ fullName: 'Omar Farouk', gender: 'male' });
      const sara = await s.person({ fullName: 'Sara Nasser' });
      await s.person({ fullName: 'Huda Saleh' });
      await s.active(sara.id);
      const guest = await request(s.app).get('/api/search/most-active');
      expect(guest.status).toBe(200);
      expect(guest.body.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Sara', 'Huda', 'Omar']);
      const member = await request(s.app).get('/api/search/most-active').set('Authorization', omar.auth);
      expect(member.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
        'Sara Nasser',
        'Huda Saleh',
      ]);
      expect(member.body.items[0].presence).toBe('today');
      const bad = await request(s.app).get('/api/search/most-active').query({ limit: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('limit');
    });

    it('carries the name in Latin and Arabic script; a guest reads the first name in each', async () => {
      const omar = await s.person({ fullName: 'Omar Farouk', gender: 'male' });
      const sara = await s.person({
        fullName: 'Sara Nasser',
        fullNameEn: 'Sara Nasser',
        fullNameAr: 'سارة ناصر',
      });
      await s.person({ fullName: 'Huda Saleh' });
      await s.active(sara.id);
      const namesOf = (body: { items: { fullName: string; fullNameEn?: unknown; fullNameAr?: unknown }[] }) =>
        body.items.map((c) => [c.fullName, c.fullNameEn, c.fullNameAr]);

      const guest = await request(s.app).get('/api/search/most-active');
      expect(namesOf(guest.body)).toEqual([
        ['Sara', 'Sara', 'سارة'],
        ['Huda', null, null],
        ['Omar', null, null],
      ]);
      expect(JSON.stringify(guest.body)).not.toContain('ناصر');
      const member = await request(s.app).get('/api/search/most-active').set('Authorization', omar.auth);
      expect(namesOf(member.body)[0]).toEqual(['Sara Nasser', 'Sara Nasser', 'سارة ناصر']);
      expect(namesOf((await search(omar.auth)).body)).toContainEqual([
        'Sara Nasser',
        'Sara Nasser',
        'سارة ناصر',
      ]);

      // Her next edit changes it on every card; clearing it leaves the name she gave.
      await s.edit(sara.id, { fullNameAr: 'سارة الناصر' });
      const edited = await request(s.app).get('/api/search/most-active').set('Authorization', omar.auth);
      expect(namesOf(edited.body)[0]).toEqual(['Sara Nasser', 'Sara Nasser', 'سارة الناصر']);
      await s.edit(sara.id, { fullNameAr: null });
      const cleared = await request(s.app).get('/api/search/most-active').set('Authorization', omar.auth);
      expect(namesOf(cleared.body)[0]).toEqual(['Sara Nasser', 'Sara Nasser', null]);
    });

    it('shows a private member to a searcher she did not let in by her guest view only; her follower reads her whole', async () => {
      const omar = await s.person({ fullName: 'Omar Farouk', gender: 'male' });
      const noor = await s.person({
        fullName: 'Noor Haddadine',
        nationality: 'JO',
        maritalState: 'divorced',
        height: 172,
        visibility: 'private',
      });
      await s.person({ fullName: 'Sara Nasser', nationality: 'JO' });
      const res = await search(omar.auth);
      expect(names(res)).toEqual(['Sara Nasser', 'Noor']);
      expect(res.body.items[1]).toEqual({
        memberId: noor.id,
        fullName: 'Noor',
        fullNameEn: null,
        fullNameAr: null,
        // Every search is by gender: the card tells nothing the query did not.
        gender: 'female',
        age: 28,
        country: 'AE',
        city: 'AE-DXB',
        nationality: null,
        maritalState: null,
        presence: 'offline',
        distanceKm: 0,
        badges: { phone: false, email: false, selfie: false, id: false },
        verified: false,
      });
      expect(JSON.stringify(res.body)).not.toContain('Haddadine');
      // What her card keeps from him does not find her either; age and place still do.
      expect(names(await search(omar.auth, { nationality: 'JO' }))).toEqual(['Sara Nasser']);
      expect(names(await search(omar.auth, { maritalState: 'divorced' }))).toEqual([]);
      expect(names(await search(omar.auth, { heightMin: 170 }))).toEqual([]);
      expect(names(await search(omar.auth, { sort: 'mostActive' }))).toEqual(['Sara Nasser']);
      expect(names(await search(omar.auth, { location: 'AE-DXB', ageMin: 25 }))).toEqual([
        'Sara Nasser',
        'Noor',
      ]);

      // A follow she accepts: her whole card, and the filters find her.
      await s.follow(omar.id, noor.id);
      const followed = await search(omar.auth, { nationality: 'JO' });
      expect(names(followed)).toEqual(['Sara Nasser', 'Noor Haddadine']);
      expect(followed.body.items[1]).toMatchObject({
        fullName: 'Noor Haddadine',
        nationality: 'JO',
        maritalState: 'divorced',
        presence: 'today',
      });
      // The follow ends: her guest view again.
      await s.follow(omar.id, noor.id, false);
      expect(names(await search(omar.auth))).toEqual(['Sara Nasser', 'Noor']);
      // She turns public: everyone reads her card whole.
      await s.edit(noor.id, { visibility: 'public' });
      expect(names(await search(omar.auth, { nationality: 'JO' }))).toEqual([
        'Sara Nasser',
        'Noor Haddadine',
      ]);
    });

    it('keeps a private member out of the most-active strip for anyone she did not let in', async () => {
      const omar = await s.person({ fullName: 'Omar Farouk', gender: 'male' });
      const noor = await s.person({ fullName: 'Noor Haddadine', visibility: 'private' });
      await s.person({ fullName: 'Sara Nasser' });
      await s.active(noor.id);
      const strip = (auth?: string) => {
        const req = request(s.app).get('/api/search/most-active');
        return auth ? req.set('Authorization', auth) : req;
      };
      const guest = await strip();
      expect(guest.body.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Sara', 'Omar']);
      expect(JSON.stringify(guest.body)).not.toContain('Haddadine');
      expect(names(await strip(omar.auth))).toEqual(['Sara Nasser']);
      await s.follow(omar.id, noor.id);
      expect(names(await strip(omar.auth))).toEqual(['Noor Haddadine', 'Sara Nasser']);
    });

    it('rebuilds from the producers’ exports: missed facts arrive, what the source lost is dropped', async () => {
      const omar = await s.person({ fullName: 'Omar', gender: 'male' });
      const sara = await s.person({ fullName: 'Sara' });
      const ghost = await s.person({ fullName: 'Ghost' });
      const admin = await s.bearer('admin');
      const post = (path: string, auth: string, body?: object) =>
        request(s.app).post(`/api/search/admin/rebuilds${path}`).set('Authorization', auth).send(body);
      expect((await post('', omar.auth)).status).toBe(403);
      expect((await post('', await s.bearer('moderator'))).status).toBe(403);

      const started = await post('', admin);
      expect(started.status).toBe(201);
      const id = started.body.id as string;
      // Rows of auth's member export: the registration as announced, with the account's status.
      const registration = (memberId: string, name: string) => ({
        ...registeredMember({ memberId, fullName: name, gender: name === 'Omar' ? 'male' : 'female' }),
        status: 'active',
      });
      // A member whose events search never saw, and the block event it missed too.
      const late = '01a20000-0000-7000-8000-000000000001';
      const lateProfile = {
        ...s.snapshotOf(sara.id),
        memberId: late,
        fullName: 'Late Arrival',
        updatedAt: new Date().toISOString(),
      };
      const members = [
        registration(omar.id, 'Omar'),
        registration(sara.id, 'Sara'),
        registration(late, 'Late Arrival'),
      ];
      expect((await post(`/${id}/batches`, admin, { source: 'members', items: members })).body).toEqual({
        applied: 3,
      });
      const profiles = [omar.id, sara.id].map((m) => ({
        profile: s.snapshotOf(m),
        lastActiveAt: null as string | null,
      }));
      profiles.push({ profile: lateProfile, lastActiveAt: new Date().toISOString() });
      expect((await post(`/${id}/batches`, admin, { source: 'profiles', items: profiles })).status).toBe(200);
      const blocks = [{ blockerId: sara.id, blockedId: omar.id, at: new Date().toISOString() }];
      expect((await post(`/${id}/batches`, admin, { source: 'blocks', items: blocks })).status).toBe(200);
      const bad = await post(`/${id}/batches`, admin, {
        source: 'profiles',
        items: [{ profile: { memberId: 1 } }],
      });
      expect(bad.status).toBe(400);

      const finished = await post(`/${id}/finish`, admin);
      expect(finished.status).toBe(200);
      expect(finished.body).toEqual({ members: 3, removedMembers: 1, removedBlocks: 0, removedFollows: 0 });
      // Ghost was not in the exports; Sara blocks Omar; the late member is searchable.
      expect(names(await search(omar.auth))).toEqual(['Late Arrival']);
      expect(await s.revOf(ghost.id)).toBe(0);
      const again = await post(`/${id}/batches`, admin, { source: 'blocks', items: [] });
      expect(again.status).toBe(404);
      expect(again.body.messageKey).toBe('search.rebuildGone');
    });
  });
}
