import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { FACE_POLICY_TEXT, FACE_POLICY_VERSION, formatStoreDateTime } from '@salon/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { CameraCapture } from './camera-capture.tsx';
import { useDeleteFaceMutation, useEnrolFaceMutation, useFaceEnrolmentQuery } from './face.api.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Face sign-in from the employee's profile: the written biometric policy first, then consent, then the photo
 * (analysed by the server, only the template kept). An enrolled employee sees the consent on record and may
 * delete the template.
 */
export function FaceEnrolmentDialog({ employeeId, name, onClose }: { employeeId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('faceSignIn');
  const titleId = useId();
  const { data, isLoading, error: loadError } = useFaceEnrolmentQuery(employeeId);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enrol, enrolling] = useEnrolFaceMutation();
  const [remove, removing] = useDeleteFaceMutation();

  const capture = async (imageUrl: string) => {
    setError(null);
    try {
      await enrol({ employeeId, imageUrl, consent: true, policyVersion: FACE_POLICY_VERSION }).unwrap();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('enrolTitle', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {isLoading ? <PageLoader /> : null}
        {loadError ? <Alert severity="error">{errorMessage(loadError)}</Alert> : null}
        {data?.enrolled ? (
          <Alert severity="success" role="status">
            {t('enrolled', {
              when: data.consentedAt ? formatStoreDateTime(zone, new Date(data.consentedAt)) : '',
              version: data.policyVersion,
              until: data.expiresAt?.slice(0, 10),
            })}
          </Alert>
        ) : null}
        {data && !data.enrolled ? (
          <>
            <Box component="section" aria-labelledby={`${titleId}-policy`} sx={{ display: 'grid', gap: 1 }}>
              <Typography id={`${titleId}-policy`} variant="h3">
                {t('policyTitle', { version: FACE_POLICY_VERSION })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
                {FACE_POLICY_TEXT.map((line) => (
                  <Typography component="li" key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
              </Box>
            </Box>
            <FormControlLabel
              control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
              label={t('consent', { name })}
            />
            {agreed ? (
              <CameraCapture onCapture={(url) => void capture(url)} busy={enrolling.isLoading} actionLabel={t('takePhoto')} />
            ) : null}
            {enrolling.isLoading ? <Typography role="status">{t('checking')}</Typography> : null}
          </>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {data?.enrolled ? (
          <Button
            color="error"
            disabled={removing.isLoading}
            onClick={() =>
              remove(employeeId)
                .unwrap()
                .catch((err: unknown) => setError(errorMessage(err)))
            }
          >
            {t('delete')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
