import { useTranslation } from 'react-i18next';
import type { SupportReply, SupportRequestDetails } from '../../../../contracts/support';
import { MailNotice } from './MailNotice';
import { Byline, Entries } from './NotesSection';
import { ReplyForm } from './ReplyForm';
import { PlainText } from './RequestMessage';
import { useSupportFormat } from './useSupportFormat';

/** "Sent by e-mail (SMTP)" or "Written to the outbox as 1732…eml". */
export function useDelivery() {
  const { t } = useTranslation('adminSupport');
  return (reply: SupportReply) =>
    reply.transport === 'smtp'
      ? t('replies.bySmtp')
      : t('replies.toOutbox', { file: reply.outboxFile ?? '' });
}

/** The replies mailed to the requester, oldest first, how each left, and the form to reply. */
export function RepliesSection({ request }: { request: SupportRequestDetails }) {
  const { t } = useTranslation('adminSupport');
  const format = useSupportFormat();
  const delivery = useDelivery();
  return (
    <section aria-labelledby="support-request-replies">
      <h3 id="support-request-replies">{t('replies.title')}</h3>
      {request.replies.length === 0 ? (
        <p>{t('replies.none')}</p>
      ) : (
        <Entries aria-label={t('replies.listLabel')}>
          {request.replies.map((reply) => (
            <li key={reply.id}>
              <Byline>
                {t('replies.byline', {
                  author: reply.author,
                  when: format.moment(reply.sentAt),
                  delivery: delivery(reply),
                })}
              </Byline>
              <PlainText>{reply.body}</PlainText>
            </li>
          ))}
        </Entries>
      )}
      <MailNotice />
      <ReplyForm request={request} />
    </section>
  );
}
