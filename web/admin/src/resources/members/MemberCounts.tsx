import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Labeled, useDataProvider } from 'react-admin';
import type { ConsoleDataProvider, MemberCounts as Counts } from '../../api/data-provider';

const FIELDS: (keyof Counts)[] = ['followers', 'following', 'blocks', 'reportsAgainst', 'reportsBy'];

/** Follows, blocks and reports of the member (social's counts). */
export function MemberCounts({ memberId }: { memberId: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery<Counts>({
    queryKey: ['memberCounts', memberId],
    queryFn: async () => (await dataProvider.memberCounts(memberId)).data,
  });
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      {FIELDS.map((f) => (
        <Labeled key={f} label={`mw.counts.${f}`}>
          <span>{data ? data[f] : '—'}</span>
        </Labeled>
      ))}
    </Stack>
  );
}
