import { Box, Typography } from '@mui/material';
import { promptsOfQueueText, type ModerationItem, type ProfilePrompt } from '@mawadda/contracts';
import { useTranslate } from 'react-admin';

/** A prompts item's answers, each under its question's words in the console's language. */
export const promptsOf = (item: ModerationItem): ProfilePrompt[] =>
  item.kind === 'prompts' && item.text ? promptsOfQueueText(item.text) : [];

/** The answers in full, for the review: the question small, the member's words large. */
export function PromptAnswers({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {promptsOf(item).map(({ prompt, answer }) => (
        <div key={prompt}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {translate(`mw.moderation.question.${prompt}`)}
          </Typography>
          <Typography
            component="dd"
            dir="auto"
            sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: '1.2rem', lineHeight: 1.8 }}
          >
            {answer}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** One line for the list: the first question's words and the start of its answer. */
export function PromptsLine({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  const [first] = promptsOf(item);
  if (!first) return null;
  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(`mw.moderation.question.${first.prompt}`)}:{' '}
      </Typography>
      <bdi>{first.answer}</bdi>
    </>
  );
}
