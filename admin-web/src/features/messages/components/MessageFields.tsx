import type { InboxMessage } from '@artshop/contracts';
import { Badge, formatDateTime } from '@artshop/ui';
import { telHref } from '../messages';
import { DetailField } from './DetailField';

/** The sender's contact details, a corporate inquiry's answers, and when it came and was answered. */
export function MessageFields({ message }: { message: InboxMessage }) {
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <dl className="divide-y divide-border" data-testid="message-fields">
      <DetailField label="Email" testId="detail-email">
        <a href={`mailto:${message.email}`} className="underline-offset-4 hover:underline">
          {message.email}
        </a>
      </DetailField>
      <DetailField label="Phone" testId="detail-phone">
        {message.phone ? (
          <a href={telHref(message.phone)} className="underline-offset-4 hover:underline">
            {message.phone}
          </a>
        ) : (
          none
        )}
      </DetailField>
      {message.kind === 'corporate' ? (
        <>
          <DetailField label="Company" testId="detail-company">
            {message.company}
          </DetailField>
          <DetailField label="Project type" testId="detail-project-type">
            {message.projectType}
          </DetailField>
          <DetailField label="Budget" testId="detail-budget">
            {message.budget}
          </DetailField>
          <DetailField label="Pieces" testId="detail-pieces">
            {message.pieces ?? none}
          </DetailField>
          <DetailField label="Art preferences" testId="detail-styles">
            {message.style.length ? (
              <span className="flex flex-wrap gap-1.5">
                {message.style.map((style) => (
                  <Badge key={style} variant="secondary">
                    {style}
                  </Badge>
                ))}
              </span>
            ) : (
              none
            )}
          </DetailField>
          <DetailField label="Location" testId="detail-location">
            {message.location ?? none}
          </DetailField>
          <DetailField label="Timeline" testId="detail-timeline">
            {message.timeline ?? none}
          </DetailField>
          <DetailField label="Consent to contact" testId="detail-consent">
            {message.consent ? 'Yes' : 'No'}
          </DetailField>
          <DetailField label="Source" testId="detail-source">
            {message.source ?? none}
          </DetailField>
        </>
      ) : null}
      <DetailField label="Received">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </DetailField>
      {message.repliedAt ? (
        <DetailField label="Replied">
          <time dateTime={message.repliedAt}>{formatDateTime(message.repliedAt)}</time>
        </DetailField>
      ) : null}
    </dl>
  );
}
