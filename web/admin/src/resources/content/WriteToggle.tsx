import { Switch, Tooltip } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { z } from 'zod';
import { useCanWrite } from './use-can-write';
import { toInputBody } from './zod-validate';

interface WriteToggleProps {
  /** The record field the switch writes (`isActive`, `status`). */
  source: string;
  /** The contract's input schema: the API replaces the whole record, so the body is all of it. */
  schema: z.ZodType;
  on: unknown;
  off: unknown;
  /** Keys of what the switch does from either state, e.g. mw.content.publish / unpublish. */
  turnOnLabel: string;
  turnOffLabel: string;
}

/**
 * Publish/unpublish (or show/hide) straight from the list: a switch that saves the record with
 * the one field changed. Read-only for staff who may not write content.
 */
export function WriteToggle({ source, schema, on, off, turnOnLabel, turnOffLabel }: WriteToggleProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const canWrite = useCanWrite();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const checked = record[source] === on;
  const label = translate(checked ? turnOffLabel : turnOnLabel);
  const toggle = () =>
    update(
      resource,
      {
        id: record.id,
        data: toInputBody(schema)({ ...record, [source]: checked ? off : on }),
        previousData: record,
      },
      {
        onSuccess: () => notify('mw.content.toggled', { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Tooltip title={canWrite ? label : translate('mw.content.readOnly')}>
      <span>
        <Switch
          checked={checked}
          disabled={!canWrite || isPending}
          onClick={(e) => e.stopPropagation()}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': label } }}
        />
      </span>
    </Tooltip>
  );
}
