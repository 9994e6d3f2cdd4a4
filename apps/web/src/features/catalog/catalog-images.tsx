import Box from '@mui/material/Box';
import { type CatalogImages as Images, DEFAULT_IMAGE_NAMES } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from '../../components/upload/use-file-url.ts';

function Thumbnail({ fileId, alt }: { fileId: string; alt: string }) {
  const { objectUrl } = useFileObjectUrl(`/api/Upload/File/${fileId}?thumb=1`);
  return (
    <Box
      component="img"
      src={objectUrl ?? undefined}
      alt={alt}
      sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

/** The record's images (image1..image4) as thumbnails; nothing when it has none. */
export function CatalogImages({ images, label }: { images: Images; label: string }) {
  const { t } = useTranslation('catalog');
  const ids = DEFAULT_IMAGE_NAMES.map((name) => images[name]).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {ids.map((id, index) => (
        <Thumbnail key={id} fileId={id} alt={t('imageOf', { name: label, n: index + 1 })} />
      ))}
    </Box>
  );
}
