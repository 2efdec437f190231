import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-types';
import { initialsOf } from '@/lib/format';
import { PersonIcon } from '@/components/icons/person-icon';

/** A label for a control showing the avatar that starts with the initials it shows, as speech users say them. */
export const withInitials = (user: User | null, label: string): string =>
  user?.image ? label : [initialsOf(user?.first_name, user?.last_name), label].filter(Boolean).join(' ');

/** "First Last", as much of it as the account has. */
export const fullName = (user: User | null): string => [user?.first_name, user?.last_name].filter(Boolean).join(' ');

/** The photo, otherwise the initials, otherwise a placeholder icon. */
export function UserAvatar({ user, size = 36 }: { user: User | null; size?: number }) {
  const { t } = useTranslation('layout');
  const initials = initialsOf(user?.first_name, user?.last_name);
  const name = fullName(user);
  if (user?.image)
    return <Avatar src={user.image} alt={name || t('profilePhoto')} sx={{ width: size, height: size }} />;
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }} aria-hidden>
      {initials || <PersonIcon data-testid="avatar-placeholder" />}
    </Avatar>
  );
}
