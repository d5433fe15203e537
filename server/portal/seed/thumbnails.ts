/**
 * Small generated SVG thumbnails (600×400, the ArcGIS item thumbnail ratio) so the map-viewer
 * gallery has something real to show without binary files in the repository. Only our own
 * markup goes in: the text is escaped and there is no script.
 */
export type Motif = 'roads' | 'bridge' | 'grid' | 'cones' | 'chart' | 'shield';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const MOTIFS: Record<Motif, string> = {
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
};

export function thumbnailSvg(title: string, motif: Motif, colour = '#009969'): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">',
    `<title>${escape(title)}</title>`,
    `<rect width="600" height="400" fill="${colour}"/>`,
    MOTIFS[motif],
    '<rect y="340" width="600" height="60" fill="rgba(0,0,0,0.35)"/>',
    `<text x="24" y="380" fill="#fff" font-family="'Source Sans 3','Segoe UI',sans-serif" font-size="28" font-weight="600">${escape(title)}</text>`,
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
