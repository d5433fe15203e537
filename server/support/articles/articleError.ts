/** An article file TIMS cannot serve; the message names the file and says what to fix. */
export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Help article ${file}: ${problem}`);
    this.name = 'ArticleError';
  }
}
