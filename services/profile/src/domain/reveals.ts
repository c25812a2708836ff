import type { Relation } from '../store/reveal-store.js';

/*
 * Who an owner may reveal their hidden photos or CV to (README: reveal and watermarks), the rules
 * alone.
 */

/**
 * A reveal goes to a member the owner knows: an accepted follow either way, a conversation, or a
 * request to see from that member waiting with the owner. Never to a member on either side of a
 * block (the caller answers 404 then, as everywhere a block is involved), nor to oneself.
 */
export const mayRevealTo = (relation: Relation) =>
  !relation.blocked && (relation.follows || relation.talked || relation.asked);

/** A declined request stands this long: asking again before then answers the declined request. */
export const DECLINED_REQUEST_STANDS_MS = 30 * 24 * 60 * 60 * 1000;
