import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { hideOnPhone } from './phone-columns';

describe('hideOnPhone', () => {
  it('hides the named columns, and only below the phone breakpoint', () => {
    const theme = createTheme();
    const sx = hideOnPhone('email', 'createdAt')(theme);
    const phone = theme.breakpoints.down('sm');
    expect(Object.keys(sx)).toEqual([phone]);
    const rules = sx[phone] as Record<string, Record<string, unknown>>;
    expect(rules['& .column-email, & .column-createdAt']).toEqual({ display: 'none' });
    expect(rules['& .MuiTableCell-root']).toEqual({ paddingInline: theme.spacing(1) });
  });
});
