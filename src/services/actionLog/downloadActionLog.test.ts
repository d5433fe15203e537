import { buildActionLogFile } from '../../../contracts/actionLogFile';
import { downloadActionLog, sessionLogFilename } from './downloadActionLog';

describe('saving a session log', () => {
  it('names the file after the local date and time', () => {
    expect(sessionLogFilename(new Date(2026, 2, 4, 9, 5, 7))).toBe(
      'tims-session-20260304-090507.json',
    );
  });

  it('saves the JSON through a link to a Blob', async () => {
    const file = buildActionLogFile(
      { appVersion: '1', startState: {}, actions: [], dropped: 0, finalState: {} },
      0,
    );
    const blobs: Blob[] = [];
    const clicked: { href: string; download: string }[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:tims/1';
    };
    URL.revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const name = downloadActionLog(file, new Date(2026, 10, 24, 14, 30, 0));
    click.mockRestore();
    expect(name).toBe('tims-session-20261124-143000.json');
    expect(clicked).toEqual([{ href: 'blob:tims/1', download: name }]);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(file);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
