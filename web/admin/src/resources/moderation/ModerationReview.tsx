import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ModerationItem } from '@mawadda/contracts';
import { useTranslate } from 'react-admin';
import { ReviewShow } from '../../shared/review-queue/ReviewShow';
import { PromptAnswers } from './PromptAnswers';
import { moderationQueue } from './queue';

function Subject({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  if (item.kind === 'prompts')
    return (
      <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }}>
        <PromptAnswers item={item} />
      </Paper>
    );
  if (item.kind === 'aboutMe')
    return (
      <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }}>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', fontSize: '1.2rem', lineHeight: 1.8 }}>
          {item.text}
        </Typography>
      </Paper>
    );
  if (!item.image) return <Alert severity="info">{translate('mw.moderation.imageGone')}</Alert>;
  return (
    <Box
      component="img"
      src={item.image.url}
      alt={translate(`mw.moderation.kind.${item.kind}`)}
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: '70vh',
        objectFit: 'contain',
        bgcolor: 'grey.900',
        borderRadius: 1,
        mx: 'auto',
      }}
    />
  );
}

/** One item, large, reviewed from the keyboard (the shared review queue). */
export function ModerationReview() {
  return (
    <ReviewShow<ModerationItem, NonNullable<ModerationItem['reason']>>
      queue={moderationQueue}
      subject={(item) => <Subject item={item} />}
    />
  );
}
