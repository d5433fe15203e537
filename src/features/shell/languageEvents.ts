import { createAction } from '@reduxjs/toolkit';

/**
 * The visitor chose an interface language in the picker (src/app/layout/LanguagePicker.tsx):
 * the payload is one of TIMS's language codes (`de`, `pt-BR`), already switched to and remembered
 * by this browser. The language-and-profile saga (src/sagas/session/languageProfileSaga.ts) saves
 * it to a signed-in user's portal profile.
 */
export const languageChosen = createAction<string>('i18n/languageChosen');
