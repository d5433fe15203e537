/**
 * The app's font faces: Source Sans 3 and its metric-matched fallback. Imported by the entry
 * (main.tsx), so they are in main.css, the stylesheet index.html links and the pages rendered
 * ahead of time carry inline (server/prerender): the faces are known before any script runs.
 */
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import './fallbackFont.css';
