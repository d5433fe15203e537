/**
 * Small generated SVG thumbnails (600×400, the ArcGIS item thumbnail ratio) so the map-viewer
 * gallery has something real to show without binary files in the repository. Only our own
 * markup goes in: the text is escaped and there is no script.
 */
export type Motif = keyof typeof MOTIFS;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WHITE = 'stroke="#fff" fill="none"';

const MOTIFS = {
  roads:
    '<path d="M40 330 C180 250 260 300 360 200 S520 90 580 60" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round"/>' +
    '<path d="M40 330 C180 250 260 300 360 200 S520 90 580 60" stroke="#f5c400" stroke-width="3" stroke-dasharray="18 14" fill="none"/>',
  bridge:
    '<path d="M30 260 H570" stroke="#fff" stroke-width="14"/>' +
    '<path d="M60 260 Q180 120 300 260 Q420 120 540 260" stroke="#fff" stroke-width="8" fill="none"/>' +
    '<path d="M120 200 V260 M180 170 V260 M240 200 V260 M360 200 V260 M420 170 V260 M480 200 V260" stroke="#fff" stroke-width="4"/>',
  grid: '<path d="M60 80 L260 60 L300 180 L140 230 Z M300 180 L480 120 L540 260 L340 300 Z M140 230 L340 300 L300 360 L90 340 Z" stroke="#fff" stroke-width="5" fill="rgba(255,255,255,0.18)"/>',
  cones:
    '<path d="M150 320 L200 140 L250 320 Z M350 320 L400 140 L450 320 Z" fill="#ff7a00"/>' +
    '<path d="M172 240 H228 M372 240 H428" stroke="#fff" stroke-width="14"/>' +
    '<path d="M110 320 H290 M310 320 H490" stroke="#fff" stroke-width="10"/>',
  chart:
    '<path d="M90 320 V220 H150 V320 M200 320 V150 H260 V320 M310 320 V190 H370 V320 M420 320 V90 H480 V320" fill="rgba(255,255,255,0.85)"/>',
  shield:
    '<path d="M300 60 L470 120 V220 C470 300 390 350 300 380 C210 350 130 300 130 220 V120 Z" fill="rgba(255,255,255,0.2)" stroke="#fff" stroke-width="8"/>' +
    '<path d="M240 220 L285 265 L370 170" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round"/>',
  /** A terrain block in perspective with extruded columns: web scenes. */
  scene:
    '<path d="M80 250 L300 330 L520 250 L300 170 Z" fill="rgba(255,255,255,0.2)" stroke="#fff" stroke-width="4"/>' +
    '<path d="M80 250 V290 L300 370 L520 290 V250 M300 330 V370" stroke="#fff" stroke-width="4" fill="rgba(0,0,0,0.15)"/>' +
    '<path d="M200 232 V130 M300 262 V90 M390 226 V150 M250 200 V150" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
  /** Panels, a gauge and bars: dashboards. */
  dashboard:
    `<rect x="60" y="60" width="220" height="130" rx="10" ${WHITE} stroke-width="5"/>` +
    `<rect x="320" y="60" width="220" height="260" rx="10" ${WHITE} stroke-width="5"/>` +
    `<rect x="60" y="220" width="220" height="100" rx="10" ${WHITE} stroke-width="5"/>` +
    '<path d="M110 165 A60 60 0 0 1 230 165" stroke="#fff" stroke-width="14" fill="none"/>' +
    '<path d="M170 165 L205 125" stroke="#f5c400" stroke-width="6" stroke-linecap="round"/>' +
    '<path d="M360 290 V220 M400 290 V170 M440 290 V240 M480 290 V120" stroke="#fff" stroke-width="22"/>' +
    '<path d="M90 290 L140 255 L185 275 L250 240" stroke="#fff" stroke-width="6" fill="none"/>',
  /** A page with a header, a map panel and text blocks: Experience Builder apps. */
  experience:
    `<rect x="70" y="50" width="460" height="280" rx="12" ${WHITE} stroke-width="6"/>` +
    '<path d="M70 100 H530" stroke="#fff" stroke-width="6"/>' +
    '<circle cx="100" cy="75" r="8" fill="#fff"/><circle cx="126" cy="75" r="8" fill="#fff"/>' +
    '<rect x="100" y="125" width="230" height="175" rx="6" fill="rgba(255,255,255,0.25)"/>' +
    '<path d="M120 270 C170 220 220 260 310 160" stroke="#fff" stroke-width="6" fill="none"/>' +
    '<path d="M360 140 H500 M360 170 H490 M360 200 H470 M360 250 H500 M360 280 H440" stroke="#fff" stroke-width="10" stroke-linecap="round"/>',
  /** Map pins over a road: maps of places. */
  pins:
    '<path d="M40 300 C200 240 380 320 560 220" stroke="rgba(255,255,255,0.6)" stroke-width="10" fill="none"/>' +
    '<path d="M170 250 C170 250 120 190 120 160 A50 50 0 0 1 220 160 C220 190 170 250 170 250 Z M420 230 C420 230 380 180 380 155 A40 40 0 0 1 460 155 C460 180 420 230 420 230 Z" fill="#fff"/>' +
    '<circle cx="170" cy="160" r="18" fill="#f5c400"/><circle cx="420" cy="155" r="14" fill="#f5c400"/>',
  /** A traffic signal: traffic operations. */
  signal:
    '<rect x="250" y="40" width="100" height="230" rx="22" fill="rgba(0,0,0,0.35)" stroke="#fff" stroke-width="6"/>' +
    '<circle cx="300" cy="87" r="28" fill="#e0433b"/><circle cx="300" cy="155" r="28" fill="#f5c400"/><circle cx="300" cy="223" r="28" fill="#3ccf7a"/>' +
    '<path d="M300 270 V318 M220 318 H380" stroke="#fff" stroke-width="10"/>',
  /** Phases as a chain of arrows: planning and programming. */
  pipeline:
    '<path d="M50 160 H170 L210 200 L170 240 H50 L90 200 Z M200 160 H320 L360 200 L320 240 H200 L240 200 Z" fill="rgba(255,255,255,0.85)"/>' +
    '<path d="M350 160 H470 L510 200 L470 240 H350 L390 200 Z" fill="rgba(255,255,255,0.45)"/>' +
    '<path d="M60 290 H540" stroke="#fff" stroke-width="4" stroke-dasharray="10 10"/>',
  /** A bicycle: bike and pedestrian projects. */
  bike:
    `<circle cx="180" cy="250" r="70" ${WHITE} stroke-width="10"/><circle cx="420" cy="250" r="70" ${WHITE} stroke-width="10"/>` +
    `<path d="M180 250 L250 150 H370 L420 250 M250 150 L300 250 L370 150 M240 120 H290 M370 150 L360 115 H400" ${WHITE} stroke-width="10" stroke-linejoin="round"/>`,
  /** A star: featured content. */
  star: '<path d="M300 50 L345 150 L455 160 L372 232 L398 340 L300 283 L202 340 L228 232 L145 160 L255 150 Z" fill="rgba(255,255,255,0.85)"/>',
  /** Stacked map sheets: basemaps. */
  layers:
    '<path d="M300 250 L520 200 L300 150 L80 200 Z" fill="rgba(255,255,255,0.3)" stroke="#fff" stroke-width="5"/>' +
    '<path d="M300 200 L520 150 L300 100 L80 150 Z" fill="rgba(255,255,255,0.5)" stroke="#fff" stroke-width="5"/>' +
    '<path d="M300 150 L520 100 L300 50 L80 100 Z" fill="rgba(255,255,255,0.8)" stroke="#fff" stroke-width="5"/>',
  /** People: staff groups. */
  people:
    '<circle cx="220" cy="140" r="50" fill="#fff"/><circle cx="380" cy="140" r="50" fill="rgba(255,255,255,0.7)"/>' +
    '<path d="M120 320 C120 230 320 230 320 320 Z" fill="#fff"/><path d="M290 320 C290 240 480 230 480 320 Z" fill="rgba(255,255,255,0.7)"/>',
  /** A database cylinder: data services. */
  database:
    `<ellipse cx="300" cy="90" rx="150" ry="40" ${WHITE} stroke-width="8"/>` +
    `<path d="M150 90 V290 A150 40 0 0 0 450 290 V90 M150 157 A150 40 0 0 0 450 157 M150 224 A150 40 0 0 0 450 224" ${WHITE} stroke-width="8"/>`,
} as const;

/**
 * A card picture: the background colour, the motif, the title along the bottom and, when
 * given, a badge naming the kind of item in the top-left corner.
 */
export function thumbnailSvg(
  title: string,
  motif: Motif,
  colour = '#009969',
  badge?: string,
): string {
  // Bold capitals at 17 px with letter spacing: up to 14 px a character in a fallback font.
  const badgeWidth = badge ? badge.length * 14 + 28 : 0;
  // Half an em a character on average: long titles get a smaller size to fit the 552 px line.
  const titleSize = Math.min(28, Math.floor(1100 / Math.max(1, title.length)));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">',
    `<title>${escape(title)}</title>`,
    `<rect width="600" height="400" fill="${colour}"/>`,
    MOTIFS[motif],
    badge
      ? `<rect x="20" y="16" width="${badgeWidth}" height="32" rx="16" fill="rgba(0,0,0,0.4)"/>` +
        `<text x="34" y="38" fill="#fff" font-family="'Source Sans 3','Segoe UI',sans-serif" font-size="17" font-weight="700" letter-spacing="1">${escape(badge.toUpperCase())}</text>`
      : '',
    '<rect y="340" width="600" height="60" fill="rgba(0,0,0,0.35)"/>',
    `<text x="24" y="380" fill="#fff" font-family="'Source Sans 3','Segoe UI',sans-serif" font-size="${titleSize}" font-weight="600">${escape(title)}</text>`,
    '</svg>',
  ].join('');
}

/** The organisation's thumbnail: the TIMS mark. */
export function portalThumbnailSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">',
    '<title>TIMS</title><rect width="200" height="200" rx="24" fill="#009969"/>',
    '<text x="100" y="122" text-anchor="middle" fill="#fff" font-family="\'Source Sans 3\',\'Segoe UI\',sans-serif" font-size="56" font-weight="700">TIMS</text>',
    '</svg>',
  ].join('');
}
