export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

export interface MailSettings {
  /** Public address of the shop, used for links in e-mails. */
  shopUrl: string;
}
