import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { MarkdownPreview } from './MarkdownPreview';
import { useSourceLocale } from './use-source-locale';

/** Inside TranslatableFields: one locale's text, in its language and direction. */
export function LocalizedTextField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  const { lang, dir } = useSourceLocale(source);
  return (
    <Typography variant="body2" component="span" lang={lang} dir={dir}>
      {typeof value === 'string' ? value : ''}
    </Typography>
  );
}

/** Inside TranslatableFields: one locale's Markdown, rendered as the site shows it. */
export function LocalizedMarkdownField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  const { lang, dir } = useSourceLocale(source);
  return <MarkdownPreview text={typeof value === 'string' ? value : ''} lang={lang} dir={dir} />;
}
