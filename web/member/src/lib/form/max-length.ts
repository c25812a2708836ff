import type { z } from 'zod';

/**
 * A text rule's maximum, read from the contract's schema so a counter never restates it. A rule
 * without one is a mistake in the contract: it fails when the module loads, not on a member's screen.
 */
export function maxLengthOf(rule: z.ZodString): number {
  if (rule.maxLength === null) throw new Error('this text rule sets no maximum length');
  return rule.maxLength;
}
