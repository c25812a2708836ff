import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, StatsSource } from '../api/data-provider';
import { lastDays, RANGE_DAYS, type RangeDays } from './stats-range';
import { TREND_CARDS } from './trend-cards';
import { TrendCardView } from './TrendCardView';

/**
 * The dashboard's trends over the last 7, 30 or 90 days: one call per service that owns figures
 * (two cards may share one), billing's only for admins.
 */
export function Trends({ admin }: { admin: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [days, setDays] = useState<RangeDays>(30);
  // Today is fixed per visit, so the range does not move (and refetch) while the page is open.
  const now = useMemo(() => new Date(), []);
  const range = useMemo(() => lastDays(now, days), [now, days]);
  const cards = TREND_CARDS.filter((c) => admin || !c.adminOnly);
  const sources = [...new Set(cards.map((c) => c.source))];
  const results = useQueries({
    queries: sources.map((source: StatsSource) => ({
      queryKey: ['stats', source, range.from, range.to],
      queryFn: async () => (await dataProvider.stats(source, range)).data,
    })),
  });
  const bySource = new Map(sources.map((s, i) => [s, results[i]!]));

  return (
    <Box component="section" aria-labelledby="trends-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" id="trends-title" sx={{ flexGrow: 1 }}>
          {translate('mw.dashboard.trends.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: RangeDays | null) => v && setDays(v)}
          aria-label={translate('mw.dashboard.trends.range')}
        >
          {RANGE_DAYS.map((d) => (
            <ToggleButton key={d} value={d}>
              {translate(`mw.dashboard.trends.days${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        {cards.map((card) => {
          const result = bySource.get(card.source)!;
          return (
            <li key={card.key}>
              <TrendCardView card={card} stats={result.data} failed={result.isError} />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
