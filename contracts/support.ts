import { Type, type Static } from '@sinclair/typebox';

/**
 * Information & Support (DESIGN §4 Support article, support request; §5 `/support…`,
 * `/admin/support…`): the help centre's articles, the contact form and the administrators' inbox.
 */

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One line of text: no control characters (NUL included). */
const LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** Text of several lines: tabs and line breaks allowed, other control characters not. */
const LINES = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

// ---------------------------------------------------------------------------------------------
// Articles

/** `getting-started`, `finding-a-project`: the article's address under `/support/`. */
export const ArticleSlug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 60 });

/** The sections of the help centre, in the drawer's order. */
export const ARTICLE_SECTIONS = ['using-tims', 'maps-and-data', 'your-account', 'about'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/**
 * The language an article is served in: the one asked for (`?lang=`), or `en` while the article
 * is not yet translated into it.
 */
export const ArticleLanguage = Type.String({ pattern: '^[a-z]{2,3}(?:-[A-Z]{2})?$' });

export const ArticleLink = Type.Object({
  slug: ArticleSlug,
  title: Type.String(),
  language: ArticleLanguage,
});
export type ArticleLink = Static<typeof ArticleLink>;

/** An article as the drawer and search list it. */
export const ArticleSummary = Type.Object({
  slug: ArticleSlug,
  title: Type.String(),
  section: literals(ARTICLE_SECTIONS),
  /** Order within its section, from the front matter. */
  order: Type.Integer(),
  /** One sentence: the front matter's `summary`. */
  summary: Type.String(),
  /** The language of `title`, `summary` (and the article's text). */
  language: ArticleLanguage,
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** `GET /support/articles`: every article, grouped by section in the drawer's order. */
export const ArticleIndex = Type.Object({
  sections: Type.Array(
    Type.Object({
      id: literals(ARTICLE_SECTIONS),
      articles: Type.Array(ArticleSummary),
    }),
  ),
});
export type ArticleIndex = Static<typeof ArticleIndex>;

/** `GET /support/articles/{slug}`: one article, rendered and sanitised on the server. */
export const Article = Type.Composite([
  ArticleSummary,
  Type.Object({
    /**
     * The Markdown rendered to HTML with raw HTML refused and the result sanitised: headings with
     * ids, paragraphs, lists, tables, code, links (internal ones as `/tims/…` app paths) and images
     * served by `GET /support/media/{file}`. Safe to insert as it is.
     */
    html: Type.String(),
    /** Level-2 and level-3 headings, for the article's table of contents. */
    headings: Type.Array(
      Type.Object({ id: Type.String(), text: Type.String(), level: Type.Integer() }),
    ),
    previous: Type.Union([ArticleLink, Type.Null()]),
    next: Type.Union([ArticleLink, Type.Null()]),
    /** ISO date the article was last edited (front matter `updated`). */
    updated: Type.String(),
  }),
]);
export type Article = Static<typeof Article>;

export const ArticleSearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 200, pattern: LINE }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  },
  { additionalProperties: false },
);
export type ArticleSearchQuery = Static<typeof ArticleSearchQuery>;

/** A piece of an article's text with the matched words as `[start, end)` offsets into `text`. */
export const SearchSnippet = Type.Object({
  text: Type.String(),
  highlights: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
});
export type SearchSnippet = Static<typeof SearchSnippet>;

/** `GET /support/search?q=`: articles holding every word of `q`, best first. */
export const ArticleSearchResults = Type.Object({
  query: Type.String(),
  /** The words searched for, lower-case and without accents. */
  words: Type.Array(Type.String()),
  results: Type.Array(
    Type.Composite([
      ArticleSummary,
      Type.Object({
        score: Type.Number(),
        titleHighlights: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
        snippets: Type.Array(SearchSnippet, { maxItems: 3 }),
      }),
    ]),
  ),
});
export type ArticleSearchResults = Static<typeof ArticleSearchResults>;

/** `POST /support/articles/{slug}/feedback`: "Was this helpful?" — counted, nothing else kept. */
export const ArticleFeedbackInput = Type.Object(
  { helpful: Type.Boolean() },
  { additionalProperties: false },
);
export type ArticleFeedbackInput = Static<typeof ArticleFeedbackInput>;

/** `GET /admin/support/feedback`: the counts per article. */
export const ArticleFeedbackCounts = Type.Object({
  articles: Type.Array(
    Type.Object({
      slug: ArticleSlug,
      title: Type.String(),
      helpful: Type.Integer(),
      notHelpful: Type.Integer(),
    }),
  ),
});
export type ArticleFeedbackCounts = Static<typeof ArticleFeedbackCounts>;

// ---------------------------------------------------------------------------------------------
// Support requests

export const SUPPORT_CATEGORIES = ['question', 'problem', 'data', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  note: 5000,
  reply: 10000,
} as const;

/** `TIMS-7K3P9QXM`: what the visitor quotes; random, so it reveals nothing about volumes. */
export const SupportReference = Type.String({ pattern: '^TIMS-[0-9A-HJKMNP-TV-Z]{8}$' });

/**
 * The contact form's fields. `POST /support/requests` is `multipart/form-data` with these as
 * text fields and, optionally, one file part named `actionLog` (an action log as
 * `contracts/actionLog.ts` describes, at most `ACTION_LOG_MAX_BYTES`).
 */
export const ContactFields = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name, pattern: LINE }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email }),
    category: literals(SUPPORT_CATEGORIES),
    subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject, pattern: LINE }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message, pattern: LINES }),
    /** The interface language the visitor wrote in (replies may use it). */
    language: Type.Optional(Type.String({ pattern: '^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$' })),
    /** The app path the visitor came from, e.g. `/map`. */
    page: Type.Optional(Type.String({ maxLength: 300, pattern: '^/[^\\u0000-\\u001f\\u007f]*$' })),
  },
  { additionalProperties: false },
);
export type ContactFields = Static<typeof ContactFields>;

/** `201` of `POST /support/requests`. */
export const ContactReceipt = Type.Object({
  reference: SupportReference,
  createdAt: Type.String(),
  /** Whether an action log was attached and stored. */
  actionLogAttached: Type.Boolean(),
});
export type ContactReceipt = Static<typeof ContactReceipt>;

/** An attached action log as the inbox describes it (the file is behind `url`). */
export const AttachedActionLog = Type.Object({
  bytes: Type.Integer(),
  actions: Type.Integer(),
  recordedFrom: Type.String(),
  recordedTo: Type.String(),
  appVersion: Type.String(),
  /** `GET /admin/support/requests/{reference}/action-log`: the file as it was sent. */
  url: Type.String(),
});
export type AttachedActionLog = Static<typeof AttachedActionLog>;

export const SupportRequestSummary = Type.Object({
  reference: SupportReference,
  name: Type.String(),
  email: Type.String(),
  category: literals(SUPPORT_CATEGORIES),
  subject: Type.String(),
  status: literals(SUPPORT_STATUSES),
  hasActionLog: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SupportRequestSummary = Static<typeof SupportRequestSummary>;

export const SupportNote = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type SupportNote = Static<typeof SupportNote>;

/** How a reply left: through the SMTP server, or written to `DATA_DIR/outbox` as a `.eml`. */
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

export const SupportReply = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  body: Type.String(),
  sentAt: Type.String(),
  transport: literals(MAIL_TRANSPORTS),
  /** The Message-ID of the mail sent. */
  messageId: Type.String(),
  /** The `.eml` file's name under `DATA_DIR/outbox` when the transport is `outbox`. */
  outboxFile: Type.Union([Type.String(), Type.Null()]),
});
export type SupportReply = Static<typeof SupportReply>;

/** `GET /admin/support/requests/{reference}`. */
export const SupportRequestDetails = Type.Composite([
  SupportRequestSummary,
  Type.Object({
    message: Type.String(),
    language: Type.Union([Type.String(), Type.Null()]),
    page: Type.Union([Type.String(), Type.Null()]),
    /** The signed-in username that sent it, if any (the form works signed out too). */
    username: Type.Union([Type.String(), Type.Null()]),
    actionLog: Type.Union([AttachedActionLog, Type.Null()]),
    notes: Type.Array(SupportNote),
    replies: Type.Array(SupportReply),
  }),
]);
export type SupportRequestDetails = Static<typeof SupportRequestDetails>;

export const SupportRequestListQuery = Type.Object(
  {
    status: Type.Optional(literals(SUPPORT_STATUSES)),
    /** Words in the reference, name, e-mail, subject or message. */
    q: Type.Optional(Type.String({ maxLength: 200, pattern: LINE })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);
export type SupportRequestListQuery = Static<typeof SupportRequestListQuery>;

/** `GET /admin/support/requests`: newest first, with the count in each status. */
export const SupportRequestList = Type.Object({
  items: Type.Array(SupportRequestSummary),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  counts: Type.Object({
    new: Type.Integer(),
    'in-progress': Type.Integer(),
    answered: Type.Integer(),
    closed: Type.Integer(),
  }),
});
export type SupportRequestList = Static<typeof SupportRequestList>;

/** `PUT /admin/support/requests/{reference}/status`. */
export const SupportStatusInput = Type.Object(
  { status: literals(SUPPORT_STATUSES) },
  { additionalProperties: false },
);
export type SupportStatusInput = Static<typeof SupportStatusInput>;

/** `POST /admin/support/requests/{reference}/notes`: an internal note, never sent. */
export const SupportNoteInput = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.note, pattern: LINES }) },
  { additionalProperties: false },
);
export type SupportNoteInput = Static<typeof SupportNoteInput>;

/**
 * `POST /admin/support/requests/{reference}/replies`: a plain-text reply mailed to the requester;
 * the request becomes `answered` (or `closed` when `close` is true). `201` is the `SupportReply`.
 */
export const SupportReplyInput = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.reply, pattern: LINES }),
    close: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SupportReplyInput = Static<typeof SupportReplyInput>;

/** `GET /admin/support/mail`: where replies go, so the inbox can say so. */
export const SupportMailStatus = Type.Object({
  transport: literals(MAIL_TRANSPORTS),
  /** The sender address of replies. */
  from: Type.String(),
  /** `smtp://host:port` without credentials, when the transport is SMTP. */
  server: Type.Union([Type.String(), Type.Null()]),
  /** The outbox directory, when the transport is `outbox`. */
  outboxDir: Type.Union([Type.String(), Type.Null()]),
});
export type SupportMailStatus = Static<typeof SupportMailStatus>;
