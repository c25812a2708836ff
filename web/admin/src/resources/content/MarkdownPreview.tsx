import { Box, Typography } from '@mui/material';
import Markdown from 'react-markdown';
import { useTranslate } from 'react-admin';

/**
 * Markdown as the member site renders it (react-markdown: no raw HTML, so nothing a writer
 * types can run script), in the text's language and direction.
 */
export function MarkdownPreview({ text, lang, dir }: { text: string; lang: string; dir: 'rtl' | 'ltr' }) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={translate('mw.content.preview')}
      lang={lang}
      dir={dir}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1,
        mb: 2,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {translate('mw.content.preview')}
      </Typography>
      {text.trim() ? (
        <Markdown>{text}</Markdown>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('mw.content.previewEmpty')}
        </Typography>
      )}
    </Box>
  );
}
