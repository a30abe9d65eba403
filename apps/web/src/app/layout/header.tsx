import { Burger, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE_LABELS, type TStoredUser } from '@jalurkarir/shared';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { UserAvatar } from '../../components/user-avatar';
import { signOut } from '../../lib/session';
import { titleCase } from '../../lib/text';
import type { MenuItem } from '../menu/menu-types';
import { isMegaMenuCollapsed } from '../../lib/layout-constants';
import { MenuSearch } from './menu-search';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';
import classes from './main-layout.module.css';

interface HeaderProps {
  user: TStoredUser;
  menu: MenuItem[];
  verified: boolean;
  fixed: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  width: number;
}

export function Header({ user, menu, verified, fixed, sidebarOpen, onToggleSidebar, width }: HeaderProps) {
  const { t } = useTranslation();
  const inverted = !verified;
  return (
    <header className={classes.header} data-fixed={fixed} data-unverified={!verified} data-testid="app-header">
      {verified && (
        <Burger
          opened={sidebarOpen}
          onClick={onToggleSidebar}
          size="sm"
          aria-label={sidebarOpen ? t('Tutup menu') : t('Buka menu')}
          aria-expanded={sidebarOpen}
          aria-controls="sidebar"
          data-testid="sidebar-toggle"
        />
      )}
      <Link to="/" className={classes.brand} aria-label={t('JalurKarir — Beranda')} data-testid="logo-link">
        <Logo inverted={inverted} hideNameBelow="xs" />
      </Link>
      <div className={classes.headerMiddle}>{verified && <MenuSearch items={menu} compact={isMegaMenuCollapsed(width)} />}</div>
      <div className={classes.headerRight}>
        <LanguageMenu variant={inverted ? 'white' : 'subtle'} />
        <NotificationsMenu inverted={inverted} />
        <ProfileMenu user={user} inverted={inverted} />
      </div>
    </header>
  );
}

function ProfileMenu({ user, inverted }: { user: TStoredUser; inverted: boolean }) {
  const { t } = useTranslation();
  const name = titleCase(user.name);
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('Menu profil')}: ${name}`} data-testid="profile-menu" style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap" px={4}>
            <UserAvatar
              name={user.name}
              photo={user.photo}
              radius="xl"
              size={36}
              variant={inverted ? 'white' : 'filled'}
              // The photo is not what the reader came for: it waits behind the page's own requests.
              imageProps={{ fetchPriority: 'low' }}
              data-testid="profile-avatar"
            />
            {/* Room for a full name ("Administrator JalurKarir"); only a very long one is cut, and its title shows it whole. */}
            <Stack gap={0} visibleFrom="md" maw={320}>
              <Text size="sm" fw={600} truncate c={inverted ? 'white' : undefined} title={name} data-testid="profile-name">
                {name}
              </Text>
              <Text size="xs" c={inverted ? 'white' : 'dimmed'} truncate>
                {t(ROLE_LABELS[user.role])}
              </Text>
            </Stack>
            <IconChevronDown size={14} aria-hidden color={inverted ? 'white' : undefined} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text component="span" display="block" size="sm" fw={600} c="dark" style={{ overflowWrap: 'break-word' }}>
            {name}
          </Text>
          <Text component="span" display="block" size="xs" c="dimmed">
            {/* An address wraps only after its @ and dots. */}
            {user.email.split(/(?<=[@.])(?=.)/).map((part, i) => (
              <span key={i}>
                {i > 0 && <wbr />}
                {part}
              </span>
            ))}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('Pengaturan Akun')}
        </Menu.Item>
        <Menu.Item color="red.8" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} data-testid="sign-out">
          {t('Keluar')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
