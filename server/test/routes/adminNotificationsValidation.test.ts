import type { Notification } from '../../../contracts/notifications';
import { BLANK_IMAGE, BLANK_LINK } from '../../../contracts/richText';
import { adminNotificationsServer, input, withOps } from './adminNotificationsHarness';

/** What an administrator may post: the input's rules, and content with script in it neutralised or refused. */
describe('/tims/api/admin/notifications: what it accepts', () => {
  const api = adminNotificationsServer();
  const { call, create, list, errorOf, auditRows } = api;

  describe('validation', () => {
    const refused = async (body: unknown, status = 400) => {
      const post = await call('POST', '', body);
      expect(post.statusCode).toBe(status);
      return errorOf(post);
    };

    it.each([
      ['no content', { content: undefined }, 'body/content is required'],
      ['an unknown field', { createdBy: 'someone-else' }, 'body/createdBy is not an allowed field'],
      ['an unknown severity', { severity: 'critical' }, 'body/severity must be one of'],
      ['an unknown page', { pages: ['Admin'] }, 'body/pages/0 must be one of'],
      ['a page twice', { pages: ['Home', 'Home'] }, 'body/pages must NOT have duplicate items'],
      ['a title over 200 characters', { title: 'x'.repeat(201) }, 'body/title must NOT have more'],
      ['a start with no offset', { startsAt: '2030-05-01T08:00:00' }, 'body/startsAt'],
      ['a start that is no time', { startsAt: 'tomorrow' }, 'body/startsAt'],
      ['isGlobal as text', { isGlobal: 'yes' }, 'body/isGlobal must be boolean'],
      ['no operations', { content: { ops: [] } }, 'body/content/ops must NOT have fewer'],
      ['an operation that deletes', { content: { ops: [{ delete: 3 }] } }, 'body/content/ops/0'],
    ])('refuses %s (schema)', async (_case, overrides, message) => {
      const error = await refused({ ...input(), ...overrides });

      expect(error.code).toBe('bad-request');
      expect(error.message).toContain(message);
    });

    it('refuses a notification that is neither global nor on any page', async () => {
      const error = await refused(input({ isGlobal: false, pages: [] }));

      expect(error).toEqual({
        code: 'bad-request',
        message: 'body/pages must name at least one page when isGlobal is false',
        details: { field: 'body/pages' },
      });
    });

    it('accepts a global notification with no pages', async () => {
      expect((await create(input({ isGlobal: true, pages: [] }))).isGlobal).toBe(true);
    });

    it.each([
      ['at its start', '2030-05-01T08:00:00Z', '2030-05-01T08:00:00Z'],
      ['before its start', '2030-05-01T08:00:00Z', '2030-05-01T07:59:59Z'],
      ['at its start in another offset', '2030-05-01T08:00:00Z', '2030-05-01T10:00:00+02:00'],
    ])('refuses an end %s', async (_case, startsAt, endsAt) => {
      const error = await refused(input({ startsAt, endsAt }));

      expect(error).toEqual({
        code: 'bad-request',
        message: 'body/endsAt must be after body/startsAt',
        details: { field: 'body/endsAt' },
      });
    });

    it('refuses an instant the calendar does not have', async () => {
      const error = await refused(input({ endsAt: '2030-06-30T23:59:60Z' }));

      expect(error).toEqual({
        code: 'bad-request',
        message: 'body/endsAt is not a real instant',
        details: { field: 'body/endsAt' },
      });
    });

    it.each([
      ['startsAt', '1899-12-31T23:59:59Z'],
      ['startsAt', '1900-01-01T00:30:00+01:00'],
      ['endsAt', '2100-01-01T00:00:00Z'],
    ])('refuses a %s outside the date picker’s bounds (%s)', async (field, value) => {
      const error = await refused(input({ [field]: value }));

      expect(error).toEqual({
        code: 'bad-request',
        message: `body/${field} must be between 1900-01-01 and 2099-12-31`,
        details: { field: `body/${field}` },
      });
    });

    it('accepts the bounds themselves', async () => {
      const created = await create(
        input({ startsAt: '1900-01-01T00:00:00Z', endsAt: '2099-12-31T23:59:59Z' }),
      );

      expect(created).toMatchObject({
        startsAt: '1900-01-01T00:00:00.000Z',
        endsAt: '2099-12-31T23:59:59.000Z',
      });
    });

    it.each([
      ['only a line break', [{ insert: '\n' }]],
      ['only white space', [{ insert: '  \t' }, { insert: '\n', attributes: { header: 1 } }]],
    ])('refuses content with %s', async (_case, ops) => {
      const error = await refused(withOps(ops));

      expect(error).toEqual({
        code: 'invalid-content',
        message: 'Content has no text and no embed',
        details: { field: 'body/content' },
      });
    });

    it('accepts content that is only an image', async () => {
      const ops = [{ insert: { image: 'https://www.example.gov/detour.png' } }, { insert: '\n' }];

      expect((await create(withOps(ops))).content.ops).toEqual(ops);
    });

    it.each([
      [
        'an unknown format',
        [{ insert: 'x', attributes: { onerror: 'alert(1)' } }],
        'unknown format "onerror"',
      ],
      [
        'a style',
        [{ insert: 'x', attributes: { style: 'position:fixed' } }],
        'unknown format "style"',
      ],
      ['a class', [{ insert: 'x', attributes: { class: 'ql-x' } }], 'unknown format "class"'],
      ['header 7', [{ insert: 'x\n', attributes: { header: 7 } }], '"header" must be 1 to 6'],
      ['indent 0', [{ insert: 'x\n', attributes: { indent: 0 } }], '"indent" must be 1 to 8'],
      ['indent 9', [{ insert: 'x\n', attributes: { indent: 9 } }], '"indent" must be 1 to 8'],
      ['a size in pixels', [{ insert: 'x', attributes: { size: '20px' } }], '"size" must be'],
      ['a named colour', [{ insert: 'x', attributes: { color: 'red' } }], '"color" must be'],
      [
        'a CSS url() colour',
        [{ insert: 'x', attributes: { background: 'url(x)' } }],
        '"background"',
      ],
      ['an unknown embed', [{ insert: { iframe: 'https://x' } }], 'unknown embed "iframe"'],
      ['empty text', [{ insert: '' }, { insert: 'x\n' }], 'Operation 0: empty text'],
    ])('refuses %s with invalid-content, naming the problem', async (_case, ops, problem) => {
      const error = await refused(withOps(ops));

      expect(error.code).toBe('invalid-content');
      expect(error.message).toContain(problem);
      expect(error.details).toEqual({ field: 'body/content' });
    });

    it('refuses content over 512 KB that the body limit would let through', async () => {
      const error = await refused(withOps([{ insert: `${'a'.repeat(600 * 1024)}\n` }]));

      expect(error).toMatchObject({
        code: 'invalid-content',
        message: 'Content is larger than 512 KB',
      });
    });

    it('changes nothing when a replacement is refused', async () => {
      const created = await create();

      const response = await call('PUT', `/${created.id}`, withOps([{ insert: '\n' }]));

      expect(response.statusCode).toBe(400);
      expect(await list()).toEqual([created]);
      expect((await auditRows()).map((row) => row.action)).toEqual(['created']);
    });
  });

  describe('script in content', () => {
    it.each([
      ['javascript:alert(document.cookie)'],
      ['java\tscript:alert(1)'],
      ['JaVaScRiPt:alert(1)'],
      ['  javascript:alert(1)'],
      ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
      ['vbscript:msgbox(1)'],
    ])('stores the link %p neutralised as about:blank', async (link) => {
      const created = await create(
        withOps([{ insert: 'click me', attributes: { link } }, { insert: '\n' }]),
      );

      expect(created.content.ops[0]).toEqual({
        insert: 'click me',
        attributes: { link: BLANK_LINK },
      });
      const [stored] = await list();
      expect(JSON.stringify(stored!.content)).not.toMatch(/script:/i);
    });

    it.each([['javascript:alert(1)'], ['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+']])(
      'stores the image source %p neutralised',
      async (source) => {
        const created = await create(
          withOps([{ insert: 'Detour' }, { insert: { image: source } }, { insert: '\n' }]),
        );

        expect(created.content.ops[1]).toEqual({ insert: { image: BLANK_IMAGE } });
      },
    );

    it('keeps markup typed as text as text, to be rendered as text', async () => {
      const ops = [{ insert: '<script>alert(1)</script><img src=x onerror=alert(1)>\n' }];

      const created = await create(withOps(ops));

      expect(created.content.ops).toEqual(ops);
    });

    it('neutralises the same way when a notification is replaced', async () => {
      const created = await create();

      const response = await call(
        'PUT',
        `/${created.id}`,
        withOps([{ insert: 'x', attributes: { link: 'javascript:alert(1)' } }, { insert: '\n' }]),
      );

      expect(response.json<Notification>().content.ops[0]).toEqual({
        insert: 'x',
        attributes: { link: BLANK_LINK },
      });
      expect((await auditRows())[1]!.notification.content.ops[0]!.attributes).toEqual({
        link: BLANK_LINK,
      });
    });
  });
});
