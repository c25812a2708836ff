import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StatsOf, StatsSource } from '../api/data-provider';
import { BarChart } from './BarChart';
import type { TrendCard } from './trend-cards';

/** One trend: its title, the headline figure in words, and the bars of the range. */
export function TrendCardView({
  card,
  stats,
  failed,
}: {
  card: TrendCard;
  stats: StatsOf[StatsSource] | undefined;
  failed: boolean;
}) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const title = translate(card.title);
  const view = stats ? card.view(stats, lang) : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`trend-${card.key}`}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {title}
        </Typography>
        {failed ? (
          <Typography variant="h5" component="p">
            {translate('mw.dashboard.unavailable')}
          </Typography>
        ) : !view ? (
          <>
            <Skeleton variant="text" width={80} height={40} />
            <Skeleton variant="rectangular" height={110} />
          </>
        ) : (
          <>
            <Typography variant="h5" component="p" data-testid={`headline-${card.key}`}>
              {view.emptyKey ? translate(view.emptyKey) : view.headline}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {translate(view.headlineKey)}
            </Typography>
            <BarChart bars={view.bars} label={title} format={view.format} />
            {view.innerKey && (
              <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
                <Legend color="primary.main" text={translate('mw.dashboard.trends.started')} />
                <Legend color="secondary.main" text={translate(view.innerKey)} />
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
}
