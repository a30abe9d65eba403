import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOutcomeFilters } from '@jalurkarir/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { fetchOutcomeReport, OUTCOMES_KEY } from '../api/outcomes-api';
import { BmwChart } from './bmw-card';
import { PklPlacement } from './pkl-placement';
import { MisalignedPrograms, ProgramComparison } from './program-cards';
import { TrendCard } from './trend-card';
import './outcomes.css';

/** A moment as a date and time in Jakarta (WIB), whatever the reader's own time zone. */
export function formatWib(value: string, lang: 'id' | 'en'): string {
  const text = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(value));
  return `${text} WIB`;
}

/** A titled part of the printed summary, kept on one page where it fits. */
function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="outcomes-section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * The printable summary (A4, in the UI language: switch the language to print the other): the
 * school, when it was made, the headline sentence, BMW per year with both denominators, the trend,
 * the programs, those working outside their field and this school year's PKL placement. Tables
 * rather than charts on paper.
 */
export function ReportView({ filters, onBack }: { filters: TOutcomeFilters; onBack: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const report = useQuery({ queryKey: [...OUTCOMES_KEY, 'report', filters], queryFn: () => fetchOutcomeReport(filters) });
  return (
    <Stack gap="md" className="outcomes-report" data-testid="outcomes-report">
      <Group justify="space-between" data-no-print>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('Kembali ke dasbor')}
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={!report.data} data-testid="report-print">
          {t('Cetak')}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {t('Laporan Capaian Lulusan')}
      </Title>
      {report.isLoading && <Skeleton h={400} />}
      {report.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(report.error, t)}
        </Alert>
      )}
      {report.data && (
        <>
          <Stack gap={2}>
            <Text fw={600}>{report.data.school_name ?? t('Semua sekolah')}</Text>
            <Text size="sm" c="dimmed">
              {t('Dibuat {{date}}', { date: formatWib(report.data.generated_at, lang) })}
            </Text>
          </Stack>
          {report.data.headline && (
            <Text fw={500} data-testid="report-headline">
              {report.data.headline[lang]}
            </Text>
          )}
          <ReportSection id="report-bmw" title={t('BMW per tahun lulus')}>
            {report.data.figures.bmw.length ? (
              <BmwChart years={report.data.figures.bmw} />
            ) : (
              <Text c="dimmed">{t('Belum ada alumni untuk pilihan ini.')}</Text>
            )}
          </ReportSection>
          {report.data.figures.bmw.length > 0 && (
            <ReportSection id="report-trend" title={t('Tren antartahun')}>
              <TrendCard years={report.data.figures.bmw} />
            </ReportSection>
          )}
          {report.data.figures.programs.length > 0 && (
            <ReportSection id="report-programs" title={t('Perbandingan kompetensi keahlian')}>
              <ProgramComparison programs={report.data.figures.programs} />
            </ReportSection>
          )}
          {report.data.figures.misaligned.length > 0 && (
            <ReportSection id="report-misaligned" title={t('Bekerja di luar bidang keahlian')}>
              <MisalignedPrograms rows={report.data.figures.misaligned} />
            </ReportSection>
          )}
          {report.data.figures.pkl.total.students > 0 && (
            <ReportSection id="report-pkl" title={t('Penempatan PKL tahun ini')}>
              <PklPlacement pkl={report.data.figures.pkl} />
            </ReportSection>
          )}
        </>
      )}
    </Stack>
  );
}
