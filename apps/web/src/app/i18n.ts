import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../features/common/common-data-slice.ts';
import { TranslationBackend } from './translation-backend.ts';

/** Starts i18next once, in the language restored from the persisted commonData slice. */
export function initI18n(language: Language): i18n {
  if (!i18next.isInitialized) {
    void i18next
      .use(TranslationBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        supportedLngs: ['en', 'es'],
        ns: ['common'],
        defaultNS: 'common',
        keySeparator: false, // catalogue keys are flat; a dot is part of the name
        interpolation: { escapeValue: false }, // React escapes
        react: { useSuspense: true },
      });
    i18next.on('languageChanged', (next) => document.documentElement.setAttribute('lang', next));
  }
  return i18next;
}
