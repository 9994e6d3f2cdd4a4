import { LABELS } from '@salon/shared/i18n/labels';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The English catalogue loaded synchronously, for component tests (no translation call). */
export function testI18n(): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: LABELS.en },
      defaultNS: 'common',
      keySeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
  }
  return i18next;
}
