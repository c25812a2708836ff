import { z } from 'zod';
import { CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX } from '@mawadda/contracts';
import { cursorQuery, uuidKeysetCursorQuery } from '@mawadda/kit';
import { decodeSeqCursor } from '../app/read-messages.js';

export const conversationParams = z.object({ id: z.uuid() });
export const memberParams = z.object({ memberId: z.uuid() });
export const reportParams = z.object({ id: z.uuid() });

const limit = z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT);

export const conversationListQuery = z.object({ cursor: uuidKeysetCursorQuery, limit }).strict();
export const messageListQuery = z.object({ cursor: cursorQuery(decodeSeqCursor), limit }).strict();
