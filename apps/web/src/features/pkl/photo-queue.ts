/**
 * A journal day's photo kept on the device until it can be sent: the day itself must be on the
 * server first (the photo belongs to it) and the network must let it go. A photo (up to 2 MB) is
 * too big for local storage, where the unsent days wait, so it waits in the browser's Cache
 * Storage, one entry per account and date: a shared phone never sends another student's photo,
 * and a newer photo of the same day replaces the older one.
 */
const CACHE_NAME = 'jk-pkl-photos';

/** The photo types and size the API accepts (docs/pkl.md), checked before a photo is kept. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const acceptablePhoto = (file: { type: string; size: number }) =>
  (PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= PHOTO_MAX_BYTES;

/** Cache Storage exists only in secure contexts (HTTPS, localhost); elsewhere photos go straight up. */
export const deviceCanKeepPhotos = () => typeof caches !== 'undefined';

const prefix = (userId: string) => `/device/pkl-photo/${encodeURIComponent(userId)}/`;
const entry = (userId: string, date: string) => `${prefix(userId)}${date}`;

export async function keepPhoto(userId: string, date: string, file: File): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.put(entry(userId, date), new Response(file, { headers: { 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name) } }));
}

/** The dates whose photo is still on the device, for one account. */
export async function keptPhotoDates(userId: string): Promise<string[]> {
  const cache = await caches.open(CACHE_NAME);
  const start = prefix(userId);
  return (await cache.keys())
    .map((request) => new URL(request.url).pathname)
    .filter((path) => path.startsWith(start))
    .map((path) => path.slice(start.length));
}

export async function keptPhoto(userId: string, date: string): Promise<File | null> {
  const response = await (await caches.open(CACHE_NAME)).match(entry(userId, date));
  if (!response) return null;
  const blob = await response.blob();
  return new File([blob], decodeURIComponent(response.headers.get('x-file-name') ?? 'foto.jpg'), { type: blob.type });
}

export async function dropPhoto(userId: string, date: string): Promise<void> {
  await (await caches.open(CACHE_NAME)).delete(entry(userId, date));
}
