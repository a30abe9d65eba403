import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@jalurkarir/shared';
import { api } from './api-client';
import { getStoredUser, updateStoredUser } from './session';

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export async function fetchProfile(): Promise<TUser> {
  return (await api.get<{ data: TUser }>('/user/profile')).data;
}

/** The caller's own record: read by the layout on every page load (`ProfileSync`) and by the account pages. */
export const profileQuery = queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery, enabled });
}

/**
 * Keeps the stored user record in step with the server (a verification, a new photo or name),
 * and — being an API call on every page load — ends a session whose token no longer works.
 */
export function useProfileSync(): void {
  const { data } = useProfile();
  useEffect(() => {
    if (data && getStoredUser()?.id === data.id) updateStoredUser(data);
  }, [data]);
}

/**
 * `useProfileSync` as a component that renders nothing: the profile's answer re-renders only it,
 * not the layout that holds it (header and menu, some 300 components, for a record that had not
 * changed). A changed record reaches the layout through the stored user.
 */
export function ProfileSync(): null {
  useProfileSync();
  return null;
}
