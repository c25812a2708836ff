import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { isAdmin, type StaffRole } from '../auth/roles';
import { CountCard } from './CountCard';
import { dashboardCards } from './dashboard-cards';
import { Trends } from './Trends';

/**
 * The console's home: what waits for staff, each figure opening its list, then the trends of the
 * last days; billing's figures for admins.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<StaffRole>();
  // Fixed once per visit, so "today" does not move (and refetch) while the page is open.
  const cards = useMemo(() => dashboardCards(new Date()), []);
  if (isPending) return null;
  const visible = cards.filter((c) => !c.adminOnly || isAdmin(permissions));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('mw.dashboard.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('mw.dashboard.welcome')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          // Two columns on a phone: seven cards one under the other pushed the trends far down.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 45%), 1fr))',
        }}
      >
        {visible.map((card) => (
          <li key={card.key}>
            <CountCard card={card} />
          </li>
        ))}
      </Box>
      <Trends admin={isAdmin(permissions)} />
    </Box>
  );
}
