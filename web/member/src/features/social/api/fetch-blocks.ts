import { blockEntryPageSchema, type BlockEntryPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { pageQuery } from './page-query';

/** GET /api/social/blocks: the members I block, newest first. */
export const fetchBlocks = (cursor: string | null, signal?: AbortSignal): Promise<BlockEntryPage> =>
  api(`/social/blocks?${pageQuery(cursor)}`, { schema: blockEntryPageSchema, signal });
