import { join } from 'node:path';
import fp from 'fastify-plugin';
import { HelpCentre } from './articles/helpCentre';
import { createMailer, type MailMessage, type Mailer } from './mail/mailer';
import { ActionLogStore } from './requests/actionLogStore';
import { RequestLimiter } from './requests/requestLimiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Information & Support: the help articles, the attached logs, the mail, the limit. */
    support: {
      helpCentre: HelpCentre;
      logs: ActionLogStore;
      mailer: Mailer;
      limiter: RequestLimiter;
      /** Sends a mail after the answer has gone (acknowledgements); a failure is logged. */
      sendLater(message: MailMessage): void;
      /** Who replies sign as: the department's name. */
      signature: string;
    };
  }
}

/** Log files no row names are removed once they are this old (another process may be writing). */
export const ORPHAN_GRACE_MS = 120_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Decorates `app.support`: the help centre read from `SUPPORT_CONTENT_DIR` (an article TIMS
 * cannot serve stops the start here, with its file named), the action logs under
 * `DATA_DIR/support/logs` (orphans swept once the database is ready, then hourly), the mailer
 * (`SMTP_URL` or `DATA_DIR/outbox`) and the limit of requests per address. Mails still being
 * sent when the server closes are waited for.
 */
export const supportPlugin = fp(
  async (app) => {
    const { config } = app;
    const helpCentre = new HelpCentre(config.support.contentDir);
    if (helpCentre.size === 0) {
      app.log.warn(`Help centre: no articles in ${join(config.support.contentDir, 'en')}`);
    }
    for (const problem of helpCentre.problems) app.log.warn(`Help centre: ${problem}`);
    const logs = new ActionLogStore(join(config.dataDir, 'support', 'logs'));
    const mailer = createMailer({
      smtpUrl: config.support.smtpUrl,
      from: config.support.mailFrom,
      dataDir: config.dataDir,
    });
    const pending = new Set<Promise<unknown>>();
    const sendLater = (message: MailMessage) => {
      const sending = mailer
        .send(message)
        .then((sent) =>
          app.log.info(
            { reference: message.reference, transport: sent.transport },
            'Support: acknowledgement sent',
          ),
        )
        .catch((error: unknown) =>
          app.log.warn(
            { reference: message.reference, problem: (error as Error).message },
            'Support: the acknowledgement could not be sent',
          ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    };
    app.decorate('support', {
      helpCentre,
      logs,
      mailer,
      limiter: new RequestLimiter(config.support.requestLimit),
      sendLater,
      signature: `${config.department.name} · TIMS support`,
    });

    const sweep = async () => {
      try {
        const known = await app.repositories.supportRequests.actionLogFiles();
        const removed = await logs.sweep(known, ORPHAN_GRACE_MS);
        if (removed.length > 0) app.log.info({ removed }, 'Support: orphaned action logs removed');
      } catch (error) {
        app.log.warn({ err: error }, 'Support: the sweep of orphaned action logs failed');
      }
    };
    // The database is migrated after the app is built (main.ts, tests): sweep once it is ready.
    app.addHook('onReady', sweep);
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.allSettled([...pending]);
      mailer.close();
    });
  },
  { name: 'tims-support', dependencies: ['tims-repositories'] },
);
