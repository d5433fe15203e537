import { join } from 'node:path';
import { startWorker } from '../../workers/startWorker';
import { PREVIEW_WIDTH, THUMBNAIL_WIDTH } from '../generate/drawMapFiles';
import type { Inspection, InspectRequest } from './inspectWorker';

/** A PDF that takes longer than this to open and draw is refused rather than waited for. */
export const INSPECT_TIMEOUT_MS = 120_000;

/**
 * Parses the PDF at `pdf` in a worker thread of its own and, when it is a whole readable PDF,
 * writes the preview and thumbnail of its first page into `dir`. What is wrong with the file
 * comes back as a problem; a reader that could not run at all rejects (a server fault).
 */
export function inspectPdf(pdf: string, dir: string): Promise<Inspection> {
  const request: InspectRequest = {
    pdf,
    dir,
    previewWidth: PREVIEW_WIDTH,
    thumbnailWidth: THUMBNAIL_WIDTH,
  };
  const worker = startWorker(__filename, join(__dirname, 'inspectWorker'), { workerData: request });
  return new Promise<Inspection>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      done();
      resolve({
        ok: false,
        problem: 'The PDF took too long to read: is it damaged?',
        reason: 'too-slow',
      });
    }, INSPECT_TIMEOUT_MS);
    worker.once('message', (inspection: Inspection) => {
      done();
      resolve(inspection);
    });
    worker.once('error', (error) => {
      done();
      reject(error);
    });
    worker.once('exit', (code) => {
      done();
      reject(new Error(`The PDF reader stopped with code ${code}`));
    });
  });
}
