import { Notice, TextOr, WrittenText } from './layout.js';
import type { MailContext } from './types.js';

/** To the artist: a message from the site's forms, with its facts and its text; replying answers the sender. */
export function MessageNotice({
  context,
  heading,
  fields,
  message,
}: {
  context: MailContext;
  heading: string;
  fields: Array<[string, string | null]>;
  message: string;
}) {
  return (
    <Notice context={context} heading={heading} fields={fields}>
      {message ? (
        <WrittenText text={message} />
      ) : (
        <TextOr text={<p>(no message)</p>}>
          <p>
            <em>(no message)</em>
          </p>
        </TextOr>
      )}
      <p>
        Reply to this e-mail, or from <a href={`${context.shopUrl}/admin/messages`}>the inbox</a>.
      </p>
    </Notice>
  );
}
