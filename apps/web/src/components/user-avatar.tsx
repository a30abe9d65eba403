import { Avatar, type AvatarProps } from '@mantine/core';
import { initials, photoUrl } from '../lib/text';
import defaultAvatar from '../assets/default-avatar.svg';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string;
  photo: string | null | undefined;
  /** `initials` in the header (spec §2); `image` shows the default picture when there is no photo. */
  fallback?: 'initials' | 'image';
}

export function UserAvatar({ name, photo, fallback = 'initials', ...rest }: UserAvatarProps) {
  const src = photoUrl(photo) ?? (fallback === 'image' ? defaultAvatar : null);
  return (
    <Avatar src={src} alt={name} color="jalur" variant="filled" {...rest}>
      {initials(name)}
    </Avatar>
  );
}
