/**
 * Text as searches compare it: lower-case, accents removed (`Évaluation` → `evaluation`), so a
 * visitor typing without accents still finds words written with them. Used by the help search
 * and the inbox's `q`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
