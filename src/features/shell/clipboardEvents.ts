import { createAction } from '@reduxjs/toolkit';

/** The visitor asked to copy `text` (a link to the current screen); a saga does it and says so. */
export const copyRequested = createAction<{ text: string }>('clipboard/copyRequested');
