import NotesIcon from '@mui/icons-material/Notes';
import { Avatar } from '@mui/material';
import type { ModerationItem } from '@mawadda/contracts';
import { useTranslate } from 'react-admin';
import { QueueList } from '../../shared/review-queue/QueueList';
import { PromptsLine, promptsOf } from './PromptAnswers';
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
        {item.kind === 'prompts' ? <PromptsLine item={item} /> : item.text}
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

/** On a phone, inside the row's avatar: the photo, or a text sign for an about-me. */
function PhoneThumb({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  if (item.image)
    return (
      <img
        src={item.image.url}
        alt={translate(`mw.moderation.kind.${item.kind}`)}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    );
  return <NotesIcon aria-hidden />;
}

/** A text's first words as one line of the phone's row (an answer's, for prompt answers). */
const excerpt = (item: ModerationItem) => {
  if (item.kind === 'prompts') return promptsOf(item)[0]?.answer.slice(0, 60) ?? null;
  return item.kind === 'aboutMe' && item.text ? item.text.slice(0, 60) : null;
};

/** The queue: pending items, oldest first; a click opens the review with its shortcuts. */
export function ModerationList() {
  return (
    <QueueList<ModerationItem>
      queue={moderationQueue}
      subject={(item) => <Thumb item={item} />}
      avatar={(item) => <PhoneThumb item={item} />}
      excerpt={excerpt}
    />
  );
}
