import type { ReactElement } from 'react';
import type { CorporateInquiryDetails } from '@artshop/contracts';

/** A mail as it is stored and sent: the subject, the plain text and the HTML of one source. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** What a template gives: the subject, the body (rendered once as HTML, once as text) and any headers. */
export interface MailDraft {
  subject: string;
  body: ReactElement;
  headers?: Record<string, string>;
}

/** What every template may use besides its own data. */
export interface MailContext {
  shopUrl: string;
  shopName: string;
  artistEmail: string;
  /** The studio's address from the contact page, shown under every mail. */
  shopAddress: string | null;
}

/** A message of the inbox as the notification and reply templates need it. */
export interface InboxMessageMail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  createdAt: Date;
  details: CorporateInquiryDetails | null;
}
