import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, toast } from '@artshop/ui';

/** Log Out: POST /api/auth/logout, refetch the user (and everything that depends on it), go to '/'. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.identity.logout(),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate('/');
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Log out failed', description: 'Please try again.' });
    },
  });
}
