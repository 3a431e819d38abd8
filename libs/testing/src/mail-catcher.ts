import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A mail as the catcher received it: the envelope's recipients, then what the message says. */
export interface CaughtMail {
  envelopeTo: string[];
  to: string[];
  replyTo: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

type Addresses = Array<{ address?: string; group?: Array<{ address: string }> }> | undefined;

const addresses = (list: Addresses): string[] =>
  (list ?? []).flatMap((entry) => (entry.group ? entry.group.map((member) => member.address) : [entry.address ?? '']));

/**
 * A real SMTP server on a free port that keeps every mail it is given, parsed: what messaging sends,
 * as a mailbox would receive it. It can ask for a login, and refuse a recipient a number of times
 * (a busy mailbox, 451) or always (no such mailbox, 550), as a receiving server may.
 */
export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    private readonly credentials: { username: string; password: string } | undefined,
    readonly received: CaughtMail[],
    /** Recipient → how many more times to refuse it (Infinity: always, with a permanent error). */
    readonly refusals: Map<string, number>,
  ) {}

  static async start(options: { login?: { username: string; password: string } } = {}): Promise<MailCatcher> {
    const { login } = options;
    const received: CaughtMail[] = [];
    const refusals = new Map<string, number>();
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      ...(login ? { allowInsecureAuth: true } : { authOptional: true }),
      logger: false,
      onAuth(auth, _session, callback) {
        if (login && auth.username === login.username && auth.password === login.password) return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        const left = refusals.get(address.address) ?? 0;
        if (left === 0) return callback();
        refusals.set(address.address, left - 1);
        const permanent = left === Infinity;
        return callback(
          Object.assign(new Error(permanent ? 'No such mailbox here' : 'Mailbox busy, try again later'), { responseCode: permanent ? 550 : 451 }),
        );
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((email) => {
              received.push({
                envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                to: addresses(email.to),
                replyTo: addresses(email.replyTo),
                from: addresses(email.from ? [email.from] : [])[0] ?? '',
                subject: email.subject ?? '',
                text: email.text ?? '',
                html: email.html ?? '',
                messageId: email.messageId ?? '',
                headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    return new MailCatcher(server, login, received, refusals);
  }

  /** SMTP_URL for the shop: this server, with the login it asks for. */
  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    const login = this.credentials ? `${encodeURIComponent(this.credentials.username)}:${encodeURIComponent(this.credentials.password)}@` : '';
    return `smtp://${login}127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()));
  }
}
