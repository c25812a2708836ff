import { z } from 'zod';
import { feedbackSubmitSchema } from '@mawadda/contracts/cms';

/**
 * The API's own schema, with one allowance for the browser: react-hook-form reads a radio
 * group with nothing checked as `null`, which the shared choice rule reports as "not one of
 * the available choices". Read as absent, it is what it is: "Type is required."
 */
export const feedbackFormSchema = feedbackSubmitSchema.extend({
  type: z.preprocess((v) => (v === null ? undefined : v), feedbackSubmitSchema.shape.type),
});
