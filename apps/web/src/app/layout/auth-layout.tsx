import { Anchor, Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { FOOTER_YEAR } from '../../lib/layout-constants';
import classes from './auth-layout.module.css';

/** Sign-in screens: a brand panel on wide screens, the form card, the language switch. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <aside className={classes.brandPanel} aria-label={t('Tentang JalurKarir')}>
        <Stack gap="xl" maw={420}>
          <Logo inverted />
          <Title order={2} c="white" fz={30} lh={1.25}>
            {t('Jalur karier siswa SMK dimulai di sini')}
          </Title>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon color="white" c="jalur.8" size={22} radius="xl">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>{t('Siswa mengikuti tes dan menerima rekomendasi pekerjaan')}</List.Item>
            <List.Item>{t('Perusahaan bermitra dengan sekolah dan menemukan lulusan yang cocok')}</List.Item>
            <List.Item>{t('Sekolah memantau perjalanan karier siswanya')}</List.Item>
          </List>
        </Stack>
      </aside>
      <div className={classes.formSide}>
        <header className={classes.topBar}>
          <Anchor component={Link} to="/auth/login" className={classes.mobileLogo} aria-label={t('JalurKarir — Masuk')}>
            <Logo />
          </Anchor>
          <LanguageSwitch />
        </header>
        <main className={classes.main} id="main-content">
          <Box className={classes.card}>
            <Outlet />
          </Box>
        </main>
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed" ta="center">
            {t('Hak Cipta {{year}} © JalurKarir. Semua hak dilindungi.', { year: FOOTER_YEAR })}
          </Text>
        </footer>
      </div>
    </div>
  );
}
