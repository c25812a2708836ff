import type { Theme } from '@mui/material';

/**
 * A Datagrid's `sx` that leaves these columns out on a phone (each cell and header carries
 * `column-<source>`), with narrower cell padding: the columns left fit a 390 px screen, so the
 * list does not scroll sideways, and the record's page still shows everything.
 */
export const hideOnPhone =
  (...sources: string[]) =>
  (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      [sources.map((source) => `& .column-${source}`).join(', ')]: { display: 'none' },
      // Half the cells' side padding: four columns of words then fit beside each other.
      '& .MuiTableCell-root': { paddingInline: theme.spacing(1) },
    },
  });
