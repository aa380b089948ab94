// What the sign-in screens offer on this server (GET /api/auth/options): "Forgot password?" and invitations only where
// the site sends e-mail (issue 25). In ui/: the login page and the users area both read it.
import { useQuery } from '@tanstack/react-query';
import type { AuthOptionsOutput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api';

export const useAuthOptions = () =>
  useQuery({ queryKey: ['auth-options'], queryFn: ({ signal }) => apiRequest<AuthOptionsOutput>('/auth/options', { signal }), staleTime: 5 * 60_000 });
