import type { Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';

/** What a receipt frame hears back: done, or the conversation is not the member's to see. */
export type ReceiptOutcome = Outcome<void, RefusalOf<'notFound'>>;
