/**
 * Why billing says no, as values (DESIGN §2). In this slice only the trial's start can refuse,
 * and it starts from an event, so these never reach HTTP: the consumer records them as "nothing
 * to do". The first route that can refuse (issue 15: checkout, a member-started trial) brings
 * `http/problems.ts`, the one place that maps them to problems.
 */
export type BillingRefusal =
  /** Companies are accounts, not candidates: no trial (staff accounts never register). */
  | { refusal: 'notIndividual' }
  /** One trial per member, ever. */
  | { refusal: 'trialUsed' }
  /** The member was erased here: nothing of theirs may be created again. */
  | { refusal: 'accountGone' };

export type RefusalOf<K extends BillingRefusal['refusal']> = Extract<BillingRefusal, { refusal: K }>;
