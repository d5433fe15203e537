import { redactSecrets } from '../../contracts/redactSecrets';

/** The browser console, with secrets redacted from everything logged. */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  info: (message, ...details) => console.info(message, ...details.map((d) => redactSecrets(d))),
  warn: (message, ...details) => console.warn(message, ...details.map((d) => redactSecrets(d))),
  error: (message, ...details) => console.error(message, ...details.map((d) => redactSecrets(d))),
};
