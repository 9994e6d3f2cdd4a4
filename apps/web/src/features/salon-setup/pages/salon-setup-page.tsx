import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type SalonSetupResult, publicFileUrl, salonSetupSchema } from '@salon/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../../api/api-error.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
import { type BrandLook, BrandPreview } from '../brand-preview.tsx';
import { OwnerEmailCheck } from '../owner-email-check.tsx';
import { salonWizard } from '../salon-wizard-slice.ts';
import { useCreateSalonMutation } from '../salon-setup.api.ts';
import { SALON_STEPS } from '../wizard/salon-wizard-steps.ts';

/** /setup: a new salon business signs up (public); the owner then signs in at /admin. */
export function SalonSetupPage() {
  const { t, i18n } = useTranslation('salonSetup');
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.salonWizard);
  const [createSalon] = useCreateSalonMutation();
  const [done, setDone] = useState<(SalonSetupResult & { name: string; look: BrandLook }) | null>(null);
  const captcha = useRef<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();

  const stepTitles = Object.fromEntries(SALON_STEPS.map((s) => [s.key, t(`step.${s.key}` as 'step.basicDetails')]));

  const save = async (parsed: Record<string, Record<string, unknown>>) => {
    if (!captcha.current) {
      setCaptchaError(t('captchaRequired'));
      throw { hasError: true, message: t('captchaRequired') } satisfies ApiError;
    }
    const body = salonSetupSchema.parse({ ...parsed, captchaToken: captcha.current });
    // A captcha solution is good once: the widget solves a fresh one for a retry.
    captcha.current = null;
    const made = await createSalon(body).unwrap();
    const { brandName, domain, theme, colors, logoFileId } = body.appearance;
    const look = { brandName, domain, theme, colors, logoUrl: logoFileId ? publicFileUrl(logoFileId, true) : null };
    setDone({ ...made, name: body.basicDetails.businessName, look });
    dispatch(salonWizard.actions.reset());
  };

  return (
    <Box component="main" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 }, display: 'grid', justifyContent: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 1100, display: 'grid', gap: 2 }}>
        {done ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
            <Typography variant="h1">{t('doneTitle')}</Typography>
            <Alert severity="success">
              {t('doneText', { name: done.name, services: done.services, invited: done.invited, email: done.ownerEmail })}
            </Alert>
            <BrandPreview look={done.look} />
            <OwnerEmailCheck email={done.ownerEmail} />
          </Paper>
        ) : (
          <>
            <WizardFrame
              title={t('title')}
              draft={salonWizard}
              state={state}
              steps={SALON_STEPS}
              stepTitles={stepTitles}
              onSave={save}
              saveLabel={t('create')}
            />
            {state.activeStep >= SALON_STEPS.length ? (
              <AltchaField
                language={i18n.language}
                error={captchaError}
                onChange={(token) => {
                  captcha.current = token;
                  if (token) setCaptchaError(undefined);
                }}
              />
            ) : null}
            <Link component={RouterLink} to="/admin" sx={{ justifySelf: 'start' }}>
              {t('haveAccount')}
            </Link>
          </>
        )}
      </Box>
    </Box>
  );
}
