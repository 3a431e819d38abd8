import type { CampaignPreview } from '@artshop/contracts';

/** The mail exactly as messaging renders it, in a frame that runs nothing (sandboxed). */
export function MailPreview({ preview }: { preview: CampaignPreview }) {
  return (
    <section className="space-y-2" aria-label="Preview of the mail">
      <p className="text-sm">
        <span className="text-muted-foreground">Subject: </span>
        <span className="font-medium" data-testid="preview-subject">
          {preview.subject}
        </span>
      </p>
      <iframe
        title="The mail as it will be sent"
        sandbox=""
        srcDoc={preview.html}
        className="h-[32rem] w-full rounded-md border border-border bg-white"
        data-testid="campaign-preview"
      />
    </section>
  );
}
