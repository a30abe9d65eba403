import { useMemo, useState, type ComponentType } from 'react';
import { Badge, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconBook2,
  IconBrain,
  IconBriefcase,
  IconCertificate,
  IconClipboardList,
  IconGauge,
  IconHeartHandshake,
  IconHistory,
  IconMail,
  IconMessages,
  IconNotebook,
  IconShieldLock,
  IconTarget,
  IconBuilding,
  IconChartBar,
  IconExternalLink,
  IconHome,
  IconList,
  IconSchool,
  IconSettings,
  IconUser,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activeTrail, markActive, toggleGroup } from '../menu/menu-state';
import type { MenuIcon, MenuItem } from '../menu/menu-types';
import classes from './sidebar.module.css';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-badge';

const ICONS: Record<MenuIcon, ComponentType<IconProps>> = {
  home: IconHome,
  user: IconUser,
  building: IconBuilding,
  settings: IconSettings,
  book: IconBook2,
  school: IconSchool,
  users: IconUsers,
  briefcase: IconBriefcase,
  chart: IconChartBar,
  list: IconList,
  mail: IconMail,
  bell: IconBell,
  clipboard: IconClipboardList,
  handshake: IconHeartHandshake,
  certificate: IconCertificate,
  target: IconTarget,
  gauge: IconGauge,
  shield: IconShieldLock,
  history: IconHistory,
  brain: IconBrain,
  notebook: IconNotebook,
  message: IconMessages,
};

function ItemIcon({ icon }: { icon?: MenuIcon }) {
  if (!icon) return null;
  const Icon = ICONS[icon];
  return <Icon size={20} stroke={1.7} aria-hidden />;
}

interface SidebarProps {
  items: MenuItem[];
  pathname: string;
  className?: string;
}

/** Side menu (spec §2): link, empty, external, ext, sub (with badge) and section headings. */
export function Sidebar({ items, pathname, className }: SidebarProps) {
  const { t } = useTranslation();
  const marked = useMemo(() => markActive(items, pathname), [items, pathname]);
  const [open, setOpen] = useState<string[]>(() => activeTrail(marked).slice(0, -1));

  // A navigation opens the groups above the active item and closes the others. Adjusted while
  // rendering: as an effect it also ran right after the first render, and rendered the whole menu
  // again for nothing.
  const [openedFor, setOpenedFor] = useState(marked);
  if (openedFor !== marked) {
    setOpenedFor(marked);
    setOpen(activeTrail(marked).slice(0, -1));
  }

  const render = (item: MenuItem, trail: string[], key: string) => {
    if (item.headTitle !== undefined) {
      return (
        <Text key={key} component="div" className={classes.heading} data-testid="menu-heading">
          {t(item.headTitle)}
        </Text>
      );
    }
    const label = t(item.title ?? '');
    const icon = <ItemIcon icon={item.icon} />;
    switch (item.type) {
      case 'link':
        return (
          <NavLink
            key={key}
            component={Link}
            to={item.path ?? '/'}
            label={label}
            leftSection={icon}
            rightSection={item.path === '/messages' ? <UnreadMessagesBadge /> : undefined}
            active={item.active}
            aria-current={item.active ? 'page' : undefined}
            className={classes.link}
            data-testid="menu-link"
          />
        );
      case 'external':
        return <NavLink key={key} component="a" href={item.href} label={label} leftSection={icon} className={classes.link} data-testid="menu-link" />;
      case 'ext':
        return (
          <NavLink
            key={key}
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                {label}
                <VisuallyHidden>{` (${t('dibuka di tab baru')})`}</VisuallyHidden>
              </>
            }
            leftSection={icon}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            className={classes.link}
            data-testid="menu-link"
          />
        );
      case 'sub': {
        const itemTrail = [...trail, item.title ?? ''];
        const isOpen = itemTrail.every((title, i) => open[i] === title);
        return (
          <NavLink
            key={key}
            label={
              <Group gap={6} wrap="nowrap" justify="space-between">
                <span>{label}</span>
                {item.badgeValue && (
                  <Badge size="sm" className={item.badgeClass} variant="filled">
                    {t(item.badgeValue)}
                  </Badge>
                )}
              </Group>
            }
            leftSection={icon}
            opened={isOpen}
            onChange={() => setOpen((current) => toggleGroup(current, itemTrail))}
            active={item.active && !isOpen}
            className={classes.link}
            childrenOffset={18}
          >
            {(item.children ?? []).map((child, i) => render(child, itemTrail, `${key}.${i}`))}
          </NavLink>
        );
      }
      default:
        return (
          <div key={key} className={classes.empty}>
            {icon}
            <span>{label}</span>
          </div>
        );
    }
  };

  return (
    <nav id="sidebar" className={className} aria-label={t('Menu samping')} data-testid="sidebar">
      {marked.map((item, i) => render(item, [], String(i)))}
    </nav>
  );
}
