import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import type { DashboardCard } from './dashboard-cards';

/**
 * One dashboard figure: the list's total under the card's filter (a one-row page: the API
 * answers `Content-Range` with the total), linking to that list with the same filter.
 */
export function CountCard({ card }: { card: DashboardCard }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending, error } = useGetList(card.resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: card.filter,
  });
  const title = translate(card.title);
  const to = {
    pathname: createPath({ resource: card.resource, type: 'list' }),
    search: `?filter=${encodeURIComponent(JSON.stringify(card.filter))}`,
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        aria-label={`${title}: ${translate('mw.dashboard.open')}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {title}
          </Typography>
          {isPending ? (
            <Skeleton variant="text" width={60} height={48} />
          ) : (
            <Typography variant="h4" component="p" data-testid={`count-${card.key}`}>
              {error || total === undefined ? translate('mw.dashboard.unavailable') : total.toLocaleString()}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
