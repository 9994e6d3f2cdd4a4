import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIDE = 640;

/** A JPEG data URL of what the canvas source shows, at most 640 px on its longer side. */
function toDataUrl(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/**
 * The camera (getUserMedia) with a Take photo button; where there is no camera or it is refused, a file picker.
 * Hands the photo to `onCapture` as a data URL; nothing is kept here.
 */
export function CameraCapture({
  onCapture,
  busy,
  actionLabel,
}: {
  onCapture: (dataUrl: string) => void;
  busy: boolean;
  actionLabel: string;
}) {
  const { t } = useTranslation('faceSignIn');
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: 640 }, facingMode: 'user' }, audio: false })
      .then((s) => {
        stream = s;
        if (stopped || !video.current) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        video.current.srcObject = s;
        void video.current.play().catch(() => undefined);
        setLive(true);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const snap = () => {
    const v = video.current;
    if (v?.videoWidth) onCapture(toDataUrl(v, v.videoWidth, v.videoHeight));
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      onCapture(toDataUrl(img, img.naturalWidth, img.naturalHeight));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label={t('cameraPreview')}
        sx={{
          width: '100%',
          maxWidth: 480,
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 1,
          display: failed ? 'none' : 'block',
          justifySelf: 'center',
        }}
      />
      {failed ? <Typography color="text.secondary">{t('noCamera')}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {live ? (
          <Button variant="contained" size="large" onClick={snap} disabled={busy}>
            {actionLabel}
          </Button>
        ) : null}
        <Button variant={live ? 'outlined' : 'contained'} component="label" disabled={busy}>
          {t('choosePhoto')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => pick(e.target.files?.[0])} />
        </Button>
      </Box>
    </Box>
  );
}
