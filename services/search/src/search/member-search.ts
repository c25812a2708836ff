import {
  findCity,
  type Gender,
  type MostActive,
  type SearchPage,
  type SearchQuery,
} from '@mawadda/contracts';
import { problems, type Db } from '@mawadda/kit';
import { birthRangeFor } from '../domain/age.js';
import { pageOf } from '../domain/pager.js';
import { decodeSortCursor } from '../domain/sort-cursor.js';
import type { IndexFilter, IndexSort, SearchIndex } from '../index/search-index.js';
import type { BlockStore } from '../store/block-store.js';
import type { MemberStore } from '../store/member-store.js';
import { cardOf } from './search-card.js';

const opposite = (g: Gender | null | undefined): Gender | undefined =>
  g === 'male' ? 'female' : g === 'female' ? 'male' : undefined;

/**
 * The search rules around the index: never the searcher, never anyone blocked either way, by
 * default the opposite gender, ages as birth dates, nearest from the searcher's own city.
 */
export class MemberSearch {
  constructor(
    private readonly db: Db,
    private readonly index: SearchIndex,
    private readonly members: MemberStore,
    private readonly blocks: BlockStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async searcher(searcherId: string) {
    const me = await this.members.find(this.db, searcherId);
    const city = me?.city ? findCity(me.city) : undefined;
    const excludeIds = [searcherId, ...(await this.blocks.around(this.db, searcherId))];
    return { gender: me?.gender, origin: city && { lat: city.lat, lon: city.lon }, excludeIds };
  }

  async search(searcherId: string, q: SearchQuery): Promise<SearchPage> {
    const now = this.clock();
    const me = await this.searcher(searcherId);
    const cursor = q.cursor === undefined ? undefined : decodeSortCursor(q.cursor, q.sort);
    if (q.cursor !== undefined && !cursor)
      throw problems.field(400, 'invalid_cursor', 'cursor', 'search.cursorInvalid');
    let sort: IndexSort;
    if (q.sort === 'nearest') {
      if (!me.origin) throw problems.field(422, 'no_city', 'sort', 'search.nearestNeedsCity');
      sort = { by: 'nearest', origin: me.origin };
    } else sort = { by: q.sort };

    const filter: IndexFilter = {
      gender: q.gender ?? opposite(me.gender),
      ...birthRangeFor({ min: q.ageMin, max: q.ageMax }, now),
      maritalState: q.maritalState,
      nationality: q.nationality,
      smoking: q.smoking,
      heightMin: q.heightMin,
      heightMax: q.heightMax,
      weightMin: q.weightMin,
      weightMax: q.weightMax,
      city: q.location,
      excludeIds: me.excludeIds,
    };
    const page = await pageOf(this.index, { filter, sort, sortName: q.sort, limit: q.limit, cursor });
    return {
      items: page.hits.map((h) => cardOf(h.member, now, me.origin)),
      next: page.next,
      prev: page.prev,
    };
  }

  /**
   * The home page strip: whoever was active last. A member sees the opposite gender minus blocks;
   * a guest sees first names only.
   */
  async mostActive(viewerId: string | undefined, limit: number): Promise<MostActive> {
    const now = this.clock();
    const me = viewerId ? await this.searcher(viewerId) : undefined;
    const hits = await this.index.query({
      filter: { gender: opposite(me?.gender), excludeIds: me?.excludeIds ?? [] },
      sort: { by: 'mostActive' },
      limit,
    });
    return { items: hits.map((h) => cardOf(h.member, now, me?.origin, { firstNameOnly: !me })) };
  }
}
