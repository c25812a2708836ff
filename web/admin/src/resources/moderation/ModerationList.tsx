import { Avatar } from '@mui/material';
import type { ModerationItem } from '@mawadda/contracts';
import { useTranslate } from 'react-admin';
import { QueueList } from '../../shared/review-queue/QueueList';
import { moderationQueue } from './queue';

function Thumb({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  if (item.kind === 'aboutMe' || item.kind === 'prompts')
    return (
      <span
        dir="auto"
        style={{
          display: 'inline-block',
          maxWidth: 240,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {item.text}
      </span>
    );
  return item.image ? (
    <Avatar
      variant="rounded"
      src={item.image.url}
      alt={translate(`mw.moderation.kind.${item.kind}`)}
      sx={{ width: 56, height: 56 }}
    />
  ) : null;
}

/** The queue: pending items, oldest first; a click opens the review with its shortcuts. */
export function ModerationList() {
  return <QueueList<ModerationItem> queue={moderationQueue} subject={(item) => <Thumb item={item} />} />;
}
