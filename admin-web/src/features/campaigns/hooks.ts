import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_ROUTES, type Campaign, type CampaignDraft, type CampaignPreview, type CampaignRecipientsPage } from '@artshop/contracts';
import { api } from '../../shared/api';

const campaignKeys = {
  all: [MESSAGING_ROUTES.listCampaigns.path] as const,
  one: (id: string) => [MESSAGING_ROUTES.listCampaigns.path, id] as const,
};

/** Every campaign, newest first, with its status and counts (GET /api/campaigns). */
export function useCampaigns() {
  return useQuery<Campaign[]>({ queryKey: campaignKeys.all });
}

export function useCampaign(id: string | null) {
  return useQuery<Campaign>({
    queryKey: campaignKeys.one(id ?? ''),
    queryFn: () => api.messaging.getCampaign({ id: id! }),
    enabled: Boolean(id),
  });
}

function useRefreshCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
}

/** POST /api/campaigns for a new draft, PUT /api/campaigns/{id} for a change. */
export function useSaveCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: CampaignDraft }) =>
      id ? api.messaging.updateCampaign({ ...draft, id }) : api.messaging.createCampaign(draft),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({ mutationFn: (id: string) => api.messaging.deleteCampaign({ id }), onSettled: () => void refresh() });
}

/** The mail as it will go out, rendered by messaging from the draft as it stands. */
export function useCampaignPreview() {
  return useMutation({ mutationFn: (draft: CampaignDraft) => api.messaging.previewCampaign(draft) });
}

export function useSendCampaignTest() {
  return useMutation({ mutationFn: (id: string) => api.messaging.sendCampaignTest({ id }) });
}

/** Now (no sendAt) or at sendAt; the server sends it once, however often this is pressed. */
export function useSendCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: ({ id, sendAt }: { id: string; sendAt: string | null }) => api.messaging.sendCampaign({ id, sendAt }),
    onSettled: () => void refresh(),
  });
}

/** A scheduled campaign back to a draft before it starts (409 once sending began). */
export function useCancelCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({ mutationFn: (id: string) => api.messaging.cancelCampaign({ id }), onSettled: () => void refresh() });
}

/** Who a campaign went to, a page at a time (GET /api/campaigns/{id}/recipients). */
export function useCampaignRecipients(id: string, page: number, pageSize: number) {
  return useQuery<CampaignRecipientsPage>({
    queryKey: [...campaignKeys.one(id), 'recipients', page, pageSize],
    queryFn: () => api.messaging.listCampaignRecipients({ id, page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** The preview of a campaign as it went (or goes): read once per campaign. */
export function useCampaignMail(campaign: Campaign) {
  return useQuery<CampaignPreview>({
    queryKey: [MESSAGING_ROUTES.previewCampaign.path, campaign.id, campaign.updatedAt],
    queryFn: () => api.messaging.previewCampaign(campaign),
    staleTime: Infinity,
  });
}
