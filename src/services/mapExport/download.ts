/** Saves a file the app made (an exported map) under `filename`, as the browser downloads do. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the time to start reading it before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
