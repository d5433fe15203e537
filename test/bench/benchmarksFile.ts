import fs from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(__dirname, '../../docs/BENCHMARKS.md');

/**
 * Replaces the section of docs/BENCHMARKS.md between `<!-- name:start -->` and
 * `<!-- name:end -->` (appending it the first time), so each benchmark owns its own section.
 */
export function writeBenchmarkSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(FILE, next);
}
