import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconArrowsRightLeft, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STAGE_LABELS, nextStages, type ApplicationStage } from '@jalurkarir/shared';

/** "Move to…": the stages the company may move an application to from where it is (nothing from a final stage). */
export function StageMenu({
  stage,
  onPick,
  compact = false,
}: {
  stage: ApplicationStage;
  onPick: (to: ApplicationStage) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const options = nextStages(stage);
  if (!options.length) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="subtle" aria-label={t('Pindahkan tahap')} data-testid="stage-menu">
            <IconArrowsRightLeft size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} data-testid="stage-menu">
            {t('Pindahkan tahap')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((to) => (
          <Menu.Item key={to} onClick={() => onPick(to)} color={to === 'rejected' ? 'red' : undefined} data-testid={`move-to-${to}`}>
            {to === stage ? t('Jadwalkan ulang wawancara') : t(APPLICATION_STAGE_LABELS[to])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
