import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes for this many ids drawn at once. The library asks the system for 16 bytes an id,
 * a call into OpenSSL each time (a chat message takes two ids, its own and its event's; the pair
 * was a visible share of the embedded chat's thread, bench/RESULTS.md). Node pools the bytes of
 * its own `randomUUID` the same way.
 */
const IDS_A_DRAW = 256;
let pool = Buffer.alloc(0);
let taken = 0;
/** The last id's millisecond and sequence: ids made within one millisecond count up from it. */
const last = { msecs: -Infinity, seq: 0 };

function randomBytes16(): Uint8Array {
  if (taken === pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(16 * IDS_A_DRAW));
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
}

/**
 * DESIGN §3: ids are UUID v7, so they sort by creation time and index well. Within one
 * millisecond each id's sequence is the last one's plus one (a fresh millisecond starts it at
 * random), as the library does when left to itself, so ids made in order sort in that order.
 */
export function uuidv7(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    last.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs++;
  }
  return v7({ random, msecs: last.msecs, seq: last.seq });
}
