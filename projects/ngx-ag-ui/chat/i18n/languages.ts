import type { AgUiLanguage } from './ag-ui-language';
import { AG_UI_ARABIC } from './language-ar';
import { AG_UI_GERMAN } from './language-de';
import { AG_UI_ENGLISH } from './language-en';
import { AG_UI_SPANISH } from './language-es';
import { AG_UI_FRENCH } from './language-fr';
import { AG_UI_JAPANESE } from './language-ja';

/**
 * Every shipped language, English first: for a language picker. Importing it bundles all of
 * them; an app with one language imports that one (`AG_UI_GERMAN`) instead.
 */
export const AG_UI_LANGUAGES: readonly AgUiLanguage[] = [
  AG_UI_ENGLISH,
  AG_UI_GERMAN,
  AG_UI_FRENCH,
  AG_UI_SPANISH,
  AG_UI_JAPANESE,
  AG_UI_ARABIC,
];
