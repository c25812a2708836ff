import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { profileValueLabel, type VerificationItem } from '@mawadda/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { ReviewShow } from '../../shared/review-queue/ReviewShow';
import { verificationQueue } from './queue';

/** The selfie or document as sent (signed for this staff member), or a note that it is gone. */
function Submission({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  if (!item.file) return <Alert severity="info">{translate('mw.verifications.fileGone')}</Alert>;
  if (item.file.contentType === 'application/pdf')
    return (
      <Button variant="outlined" href={item.file.url} target="_blank" rel="noopener noreferrer">
        {translate('mw.verifications.openDocument')}
      </Button>
    );
  return (
    <Box
      component="img"
      src={item.file.url}
      alt={translate('mw.verifications.submission')}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

/** The member's approved photos, to compare the face with. */
function ProfilePhotos({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('mw.verifications.profilePhotos')}</Typography>
      {item.profilePhotos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('mw.verifications.noPhotos')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {item.profilePhotos.map((p, i) => (
            <Box
              key={p.id}
              component="img"
              src={p.variants[0]!.url}
              alt={`${translate('mw.verifications.profilePhotos')} ${i + 1}`}
              sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A declaration's document: which one the member says it is, and what she declared with it, to
 * compare with the document. Approval checks that declaration only while she keeps it.
 */
function Declared({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const locale = lang === 'ar' ? 'ar' : 'en';
  const d = item.declared;
  const value = (field: 'maritalState' | 'hasChildren', v: string | null) =>
    v === null ? '—' : (profileValueLabel(field, v, locale, null) ?? v);
  return (
    <Alert severity="info" icon={false}>
      {item.document && (
        <Typography variant="body2">
          <strong>{translate('mw.verifications.document.label')}</strong>{' '}
          {translate(`mw.verifications.document.${item.document}`)}
        </Typography>
      )}
      {d && (
        <>
          <Typography variant="body2">
            <strong>{translate('mw.verifications.declared')}</strong>
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            <dt>{translate('mw.verifications.maritalState')}</dt>
            <dd style={{ margin: 0 }}>{value('maritalState', d.maritalState)}</dd>
            <dt>{translate('mw.verifications.hasChildren')}</dt>
            <dd style={{ margin: 0 }}>{value('hasChildren', d.hasChildren)}</dd>
            {d.wives !== null && (
              <>
                <dt>{translate('mw.verifications.wives')}</dt>
                <dd style={{ margin: 0 }}>{d.wives}</dd>
              </>
            )}
          </Box>
        </>
      )}
    </Alert>
  );
}

/** The gesture asked, if any, above the selfie or document as sent. */
function Check({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  return (
    <>
      {item.legalName && (
        // The name as on the ID, to compare with the document: it reads in its own script.
        <Alert severity="info" icon={false}>
          <strong>{translate('mw.verifications.legalName')}</strong> <bdi>{item.legalName}</bdi>
        </Alert>
      )}
      {item.kind === 'marital' && <Declared item={item} />}
      {item.gesture && (
        <Alert severity="info" icon={false}>
          <strong>{translate('mw.verifications.gestureAsked')}</strong>{' '}
          {translate(`badges.gesture.${item.gesture}`)}
        </Alert>
      )}
      <Submission item={item} />
    </>
  );
}

/** One submission: the file beside the member's photos and the gesture asked, with the decision. */
export function VerificationShow() {
  return (
    <ReviewShow<VerificationItem, NonNullable<VerificationItem['reason']>>
      queue={verificationQueue}
      subject={(item) => <Check item={item} />}
      aside={(item) => <ProfilePhotos item={item} />}
    />
  );
}
