import { CalendarClock, FlaskConical, Send } from 'lucide-react';
import { useState } from 'react';
import { Button, ConfirmDialog, Input, Label } from '@artshop/ui';

/**
 * Send a test to the artist's own address, send to the list now, or at a time to come. Each saves the
 * draft first; the buttons wait for the answer, and the server sends a campaign once whatever is pressed.
 */
export function SendPanel({ busy, onTest, onSend }: { busy: boolean; onTest: () => void; onSend: (sendAt: string | null) => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [when, setWhen] = useState('');
  const send = async (sendAt: string | null) => {
    await onSend(sendAt);
    setConfirming(false);
  };
  return (
    <section className="space-y-4 rounded-md border border-border p-4" aria-labelledby="send-heading">
      <h2 id="send-heading" className="font-medium">
        Send
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={onTest} data-testid="send-test">
          <FlaskConical aria-hidden="true" />
          Send a test to me
        </Button>
        <Button type="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="send-now">
          <Send aria-hidden="true" />
          Send now
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="campaign-send-at">Or send at</Label>
          <Input id="campaign-send-at" type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </div>
        <Button type="button" variant="outline" disabled={busy || !when} onClick={() => void send(new Date(when).toISOString())} data-testid="schedule">
          <CalendarClock aria-hidden="true" />
          Schedule
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this campaign now?"
        description="It goes to everyone on the lists you chose, once. It cannot be changed after."
        confirmLabel="Send now"
        pendingLabel="Sending…"
        pending={busy}
        onConfirm={() => void send(null)}
        data-testid="confirm-send"
      />
    </section>
  );
}
