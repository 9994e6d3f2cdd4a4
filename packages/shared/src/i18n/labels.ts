// The label catalogue the server seeds its translations table from (auth-contract.md,
// Config/GetTranslation): language -> page name -> flat key -> text.
import { LABELS_EN, type PageName } from './labels.en.ts';
import { LABELS_ES } from './labels.es.ts';

export type LabelLanguage = 'en' | 'es';
export type { PageName };

export const LABEL_LANGUAGES: readonly LabelLanguage[] = ['en', 'es'];

export const LABELS: Record<LabelLanguage, Record<string, Record<string, string>>> = {
  en: LABELS_EN,
  es: LABELS_ES,
};

export { LABELS_EN, LABELS_ES };
