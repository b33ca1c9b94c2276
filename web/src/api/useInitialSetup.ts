import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportError } from '../ui/notify';
import { useCall } from './call';
import { keys } from './keys';

/**
 * initial_setup, made once when an account is active (spec §4 "Start-up"); a failure is logged
 * as '[App] initial_setup failed' and told in a toast.
 */
export function useInitialSetup() {
  const call = useCall();
  const query = useQuery({
    queryKey: keys.setup,
    queryFn: () => call('initial_setup', {}),
    staleTime: Infinity,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) reportError('[App] initial_setup failed', query.error);
  }, [query.error]);
  return query;
}
