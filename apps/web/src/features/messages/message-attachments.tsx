import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { type ChatAttachment, formatFileSize } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../api/client.ts';
import { openFile, useFileObjectUrl } from '../../components/upload/use-file-url.ts';

/** Saves an attachment under its own name (fetched with the session; the chat checks membership on every read). */
async function download(file: ChatAttachment) {
  const { blob } = await apiDownload(file.url.replace(/^\/api\//, ''));
  const href = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href, download: file.filename }).click();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function Thumbnail({ file }: { file: ChatAttachment }) {
  const { t } = useTranslation('messages');
  const { objectUrl, failed } = useFileObjectUrl(file.thumbnailUrl);
  return (
    <ButtonBase
      onClick={() => void openFile(file.url)}
      aria-label={t('openImage', { name: file.filename })}
      sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {objectUrl ? (
        <Box
          component="img"
          src={objectUrl}
          alt={file.filename}
          data-testid="chat-thumbnail"
          sx={{ display: 'block', width: { xs: 120, sm: 160 }, height: { xs: 90, sm: 120 }, objectFit: 'cover' }}
        />
      ) : (
        <Skeleton
          variant="rectangular"
          animation={failed ? false : 'pulse'}
          sx={{ width: { xs: 120, sm: 160 }, height: { xs: 90, sm: 120 } }}
        />
      )}
    </ButtonBase>
  );
}

/** A message's files: images as thumbnails (open full size), other files as chips with name and size (download). */
export function MessageAttachments({ files }: { files: ChatAttachment[] }) {
  const { t } = useTranslation('messages');
  if (!files.length) return null;
  const images = files.filter((f) => f.thumbnailUrl);
  const documents = files.filter((f) => !f.thumbnailUrl);
  return (
    <Box sx={{ display: 'grid', gap: 0.75, mt: 0.75 }}>
      {images.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {images.map((f) => (
            <Thumbnail key={f.id} file={f} />
          ))}
        </Box>
      ) : null}
      {documents.map((f) => (
        <Chip
          key={f.id}
          icon={<InsertDriveFileOutlined />}
          label={`${f.filename} · ${formatFileSize(f.size)}`}
          onClick={() => void download(f)}
          aria-label={t('downloadFile', { name: f.filename, size: formatFileSize(f.size) })}
          data-testid="chat-file"
          sx={{ justifyContent: 'flex-start', maxWidth: '100%', bgcolor: 'background.paper', color: 'text.primary' }}
        />
      ))}
    </Box>
  );
}
