import type { z } from 'zod';
import { searchQuerySchema, type SearchQuery } from '@mawadda/contracts';
import type { useSpecForm } from '../../../lib/form/use-spec-form';
import type { FilterValues } from './search-query';

/**
 * The API's schema over the form's values: the text the URL holds, blank meaning "any" (the schema
 * reads blanks as absent and turns digits into numbers itself).
 */
export const searchFormSchema = searchQuerySchema as unknown as z.ZodType<SearchQuery, FilterValues>;
/** The filter form, shared by the filters and the fields they are made of. */
export type SearchForm = ReturnType<typeof useSpecForm<typeof searchFormSchema>>;
