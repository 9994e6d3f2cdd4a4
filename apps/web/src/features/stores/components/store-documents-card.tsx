import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Store, fileUrl } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '../../../components/data-table/detail-card.tsx';
import { openFile } from '../../../components/upload/use-file-url.ts';

/** The default documents (Store license, Agreement, Store Details, Terms & conditions) and which are present. */
export function StoreDocumentsCard({ store }: { store: Store }) {
  const { t } = useTranslation('stores');
  return (
    <DetailCard title={t('documents')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {store.documents.map((doc) => (
          <Box component="li" key={doc.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {doc.present ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <ErrorOutlineIcon color="warning" fontSize="small" aria-hidden />
            )}
            <Typography sx={{ flexGrow: 1 }}>{doc.label}</Typography>
            {doc.present && doc.fileId ? (
              <Link
                component="button"
                type="button"
                onClick={() => void openFile(fileUrl(doc.fileId ?? ''))}
                aria-label={t('openDocument', { name: doc.label })}
              >
                {t('open')}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('missing')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </DetailCard>
  );
}
