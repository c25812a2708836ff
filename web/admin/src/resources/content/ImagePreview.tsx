import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { imagePreviewUrl, isExternalImage } from './image-preview-url';

/** The cover image as the site will show it, or a link to an image kept on another site. */
export function ImagePreview({ src }: { src: string | null | undefined }) {
  const translate = useTranslate();
  const url = imagePreviewUrl(src);
  if (url)
    return (
      <Box
        component="img"
        src={url}
        alt={translate('mw.content.imagePreview')}
        sx={{ display: 'block', maxWidth: 320, maxHeight: 200, objectFit: 'contain', borderRadius: 1, mb: 2 }}
      />
    );
  if (src && isExternalImage(src))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('mw.content.externalImage')}{' '}
        <Link href={src} target="_blank" rel="noopener noreferrer">
          {translate('mw.content.openImage')}
        </Link>
      </Typography>
    );
  return null;
}
