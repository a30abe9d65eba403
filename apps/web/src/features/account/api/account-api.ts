import type { TUser } from '@jalurkarir/shared';
import { api } from '../../../lib/api-client';

export async function updateProfile(body: Record<string, unknown>): Promise<{ data: TUser; token?: string }> {
  return api.post<{ data: TUser; token?: string }>('/user/profile-update', body);
}

export async function uploadPhoto(file: File): Promise<TUser> {
  const formData = new FormData();
  formData.append('file', file);
  return (await api.upload<{ data: TUser }>('/user/photo', formData)).data;
}

/** Ends every session of the account, this one included (`POST /user/logout-all`). */
export async function logoutAllDevices(): Promise<void> {
  await api.post('/user/logout-all');
}

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
