import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { profileValueLabel, type ProfileImage, type StaffProfileView } from '@mawadda/contracts';
import { Labeled, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { placeName } from '../../shared/places';

function Photo({ image, label }: { image: ProfileImage; label: string }) {
  const translate = useTranslate();
  const largest = image.variants[image.variants.length - 1]!;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={largest.url}
        srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
        sizes="200px"
        alt={label}
        sx={{ width: 200, height: 200, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
      <Box component="figcaption" sx={{ mt: 0.5 }}>
        <Typography variant="caption">{label} </Typography>
        {image.moderation === 'pending' && (
          <Chip size="small" color="warning" label={translate('mw.moderation.status.pending')} />
        )}
      </Box>
    </Box>
  );
}

/**
 * The member's profile as the profile service shows it to staff (every field and all media,
 * pending ones marked). Opening it is audited by the profile service (`profile.view`).
 */
export function MemberProfilePanel({ memberId }: { memberId: string }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, error, isPending } = useQuery<StaffProfileView>({
    queryKey: ['staffProfile', memberId],
    queryFn: async () => (await dataProvider.staffProfile(memberId)).data,
  });
  if (isPending) return <Typography>{translate('ra.page.loading')}</Typography>;
  if (error || !data) return <Alert severity="info">{translate('mw.members.noProfile')}</Alert>;

  const { media } = data;
  const facts: [string, string | number | null][] = [
    ['age', data.age],
    ['country', placeName('country', data.country, lang)],
    ['city', placeName('city', data.city, lang)],
    // In the console's language and her gender's form ("أرملة"), not the stored "widowed".
    [
      'maritalState',
      data.maritalState &&
        (profileValueLabel('maritalState', data.maritalState, lang === 'ar' ? 'ar' : 'en', data.gender) ??
          data.maritalState),
    ],
    ['profession', data.profession],
    ['completeness', `${data.completeness}%`],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        {facts.map(([field, value]) => (
          // Labeled shows no label over a bare element: the value is a Typography.
          <Labeled key={field} label={`mw.profile.${field}`}>
            <Typography component="bdi">{value ?? '—'}</Typography>
          </Labeled>
        ))}
      </Stack>
      <Labeled label="mw.profile.aboutMe">
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {data.aboutMe ?? '—'}
        </Typography>
      </Labeled>
      {data.aboutMePending && (
        <Labeled label="mw.profile.aboutMePending">
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
            {data.aboutMePending}
          </Typography>
        </Labeled>
      )}
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {media.avatar && <Photo image={media.avatar} label={translate('mw.moderation.kind.avatar')} />}
        {media.cover && <Photo image={media.cover} label={translate('mw.moderation.kind.cover')} />}
        {media.photos.map((p, i) => (
          <Photo key={p.id} image={p} label={`${translate('mw.moderation.kind.photo')} ${i + 1}`} />
        ))}
      </Stack>
    </Stack>
  );
}
