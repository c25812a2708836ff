import type { z } from 'zod';
import { WriteToggle } from './WriteToggle';

/** Show/hide on the site (`isActive`) from the list; `source` names the column for Datagrid's header and sort. */
export function ActiveToggle({ schema }: { schema: z.ZodType; source: string }) {
  return (
    <WriteToggle
      source="isActive"
      schema={schema}
      on={true}
      off={false}
      turnOnLabel="mw.content.show"
      turnOffLabel="mw.content.hide"
    />
  );
}

/** Publish/unpublish a news article or blog post (`status`) from the list. */
export function PublishToggle({ schema }: { schema: z.ZodType; source: string }) {
  return (
    <WriteToggle
      source="status"
      schema={schema}
      on="published"
      off="draft"
      turnOnLabel="mw.content.publish"
      turnOffLabel="mw.content.unpublish"
    />
  );
}
