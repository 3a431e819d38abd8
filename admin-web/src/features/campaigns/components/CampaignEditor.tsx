import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { CampaignPreview } from '@artshop/contracts';
import { getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { UnsavedChangesGuard } from '../../../shared/components/UnsavedChanges';
import { useCampaignPreview, useSaveCampaign, useSendCampaign, useSendCampaignTest } from '../hooks';
import { CampaignForm, type DraftFields } from './CampaignForm';
import { MailPreview } from './MailPreview';
import { SendPanel } from './SendPanel';

/** A draft being written: save, preview, test, then send now or schedule (each saves first). */
export function CampaignEditor({ id, initial }: { id: string | null; initial: DraftFields }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<DraftFields>(initial);
  const [saved, setSaved] = useState<DraftFields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const save = useSaveCampaign();
  const previewing = useCampaignPreview();
  const test = useSendCampaignTest();
  const send = useSendCampaign();

  const failed = (title: string, error: unknown) => {
    setErrors(getFieldErrors(error));
    toast({ variant: 'destructive', title, description: getErrorMessage(error, 'Please try again.') });
  };

  /** Saves the draft as it stands, then does what was asked with its id; the reasons are shown if either fails. */
  const afterSaving = async (failure: string, action: (savedId: string) => Promise<void>) => {
    let savedId: string;
    try {
      savedId = (await save.mutateAsync({ id, draft })).id;
      setErrors({});
      // Rendered at once, so that leaving for the saved campaign's address is not taken for leaving unsaved changes.
      flushSync(() => setSaved(draft));
      if (!id) void navigate(`/campaigns/${savedId}`, { replace: true });
    } catch (error) {
      failed('The campaign was not saved', error);
      return;
    }
    try {
      await action(savedId);
    } catch (error) {
      failed(failure, error);
    }
  };

  const showPreview = async () => {
    try {
      setPreview(await previewing.mutateAsync(draft));
    } catch (error) {
      failed('No preview', error);
    }
  };

  const busy = save.isPending || test.isPending || send.isPending;
  return (
    <>
      <UnsavedChangesGuard dirty={JSON.stringify(draft) !== JSON.stringify(saved)} />
      <CampaignForm
        draft={draft}
        onChange={setDraft}
        errors={errors}
        busy={busy}
        onSave={() => void afterSaving('The campaign was not saved', async () => void toast({ title: 'Draft saved' }))}
        onPreview={() => void showPreview()}
      />
      <SendPanel
        busy={busy}
        onTest={() =>
          void afterSaving('The test was not sent', async (savedId) => {
            toast({ title: 'Test sent', description: (await test.mutateAsync(savedId)).message });
          })
        }
        onSend={(sendAt) =>
          afterSaving('The campaign was not sent', async (savedId) => {
            await send.mutateAsync({ id: savedId, sendAt });
            toast({ title: sendAt ? 'Campaign scheduled' : 'Campaign on its way' });
            void navigate('/campaigns');
          })
        }
      />
      {preview ? <MailPreview preview={preview} /> : null}
    </>
  );
}
