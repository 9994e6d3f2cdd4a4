import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { BASE_THEMES, type ThemeName } from '../../app/theme/themes.ts';
import { customerThemeChosen } from '../customer/customer-slice.ts';
import { type Language, languageChosen, preferenceDrawerToggled, themeChosen } from './common-data-slice.ts';

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

/** Theme and language, kept across visits (commonData and customer are persisted slices). */
export function PreferenceDrawer({ area }: { area: 'admin' | 'customer' }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const open = useAppSelector((state) => state.commonData.preferenceDrawer);
  const language = useAppSelector((state) => state.commonData.language);
  const theme = useAppSelector((state) => (area === 'customer' ? state.customer.theme : state.commonData.theme));
  const themes: ThemeName[] = area === 'customer' ? ['brand', ...BASE_THEMES] : [...BASE_THEMES];
  const close = () => dispatch(preferenceDrawerToggled(false));
  const chooseTheme = (value: ThemeName) => dispatch(area === 'customer' ? customerThemeChosen(value) : themeChosen(value));

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box sx={{ width: { xs: 280, sm: 320 }, p: 3, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h2" component="h2">
            {t('preferences')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={close}>
            <Close />
          </IconButton>
        </Box>
        <FormControl>
          <FormLabel id={`${titleId}-theme`}>{t('theme')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-theme`}
            value={theme}
            onChange={(_e, value) => {
              const next = themes.find((name) => name === value);
              if (next) chooseTheme(next);
            }}
          >
            {themes.map((name) => (
              <FormControlLabel key={name} value={name} control={<Radio />} label={t(`themes.${name}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={`${titleId}-language`}>{t('language')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-language`}
            value={language}
            onChange={(_e, value) => dispatch(languageChosen(value === 'es' ? 'es' : 'en'))}
          >
            {LANGUAGES.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} lang={option.value} />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
    </Drawer>
  );
}
