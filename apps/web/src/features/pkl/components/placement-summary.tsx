import { Link } from 'react-router';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PKL_ATTENDANCE, PKL_ATTENDANCE_LABELS, PKL_PREDICATES, pklAttendanceScore } from '@jalurkarir/shared';
import { InfoList } from '../../../components/info-list';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import type { TPklPlacement } from '../api/pkl-api';
import { PlacementStatusBadge, programName } from './pkl-badges';

export function periodText(p: { start_date: string; end_date: string }, lang: string) {
  return `${formatDate(p.start_date, lang)} – ${formatDate(p.end_date, lang)}`;
}

/** The predicate's words in the reader's language ("A (Sangat Baik)"). */
export function predicateText(letter: string | null, lang: string): string {
  const p = PKL_PREDICATES.find((x) => x.letter === letter);
  return p ? `${p.letter} (${lang === 'id' ? p.label : p.label_en})` : '';
}

/** Where, when and with whom: the placement's company, period, supervisors and the school's contact. */
export function PlacementSummary({
  placement,
  withStudent = false,
  printable = true,
}: {
  placement: TPklPlacement;
  withStudent?: boolean;
  /** The reader holds the certificate's cell (a company's PKL supervisor account does not). */
  printable?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const program = programName(placement.program);
  const canPrint = printable && (placement.status === 'finished' || placement.evaluated);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-placement-title" data-testid="pkl-placement">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="pkl-placement-title">
            {withStudent ? placement.student_name : placement.company_name}
          </Title>
          <Text size="sm" c="dimmed">
            {withStudent
              ? [placement.class_name, program ? t(program) : null, placement.company_name].filter(Boolean).join(' · ')
              : placement.period_name}
          </Text>
        </Stack>
        <PlacementStatusBadge status={placement.status} />
      </Group>
      <InfoList
        items={[
          { label: t('Periode'), value: `${placement.period_name}: ${periodText(placement, lang)}` },
          { label: t('Perusahaan'), value: [placement.company_name, placement.company_city].filter(Boolean).join(', ') },
          {
            label: t('Guru pembimbing'),
            value: [placement.school_supervisor_name, placement.school_supervisor_phone].filter(Boolean).join(' · '),
          },
          { label: t('Pembimbing industri'), value: placement.industry_supervisor_name },
          { label: t('Kontak sekolah'), value: [placement.school_name, placement.school_phone, placement.school_email].filter(Boolean).join(' · ') },
          ...(placement.reason ? [{ label: t('Alasan'), value: placement.reason }] : []),
          ...(placement.final_grade !== null
            ? [{ label: t('Nilai PKL'), value: `${placement.final_grade} · ${predicateText(placement.predicate, lang)}`, testId: 'pkl-grade' }]
            : []),
        ]}
      />
      {canPrint && (
        <Anchor
          component={Link}
          to={`/pkl/report/${placement.id}`}
          mt="md"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 6 }}
          data-testid="pkl-report-link"
        >
          <IconPrinter size={16} aria-hidden />
          {t('Sertifikat dan laporan PKL')}
        </Anchor>
      )}
    </Card>
  );
}

/** Attendance so far: each kind, the missing days, and the attendance score the grade will use. */
export function AttendanceFigures({ attendance }: { attendance: TPklPlacement['attendance'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pkl-attendance-title" data-testid="pkl-attendance">
      <Title order={2} size="h4" id="pkl-attendance-title" mb="sm">
        {t('Kehadiran')}
      </Title>
      <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="xs" component="dl" m={0}>
        {PKL_ATTENDANCE.map((a) => (
          <Figure key={a} label={t(PKL_ATTENDANCE_LABELS[a])} value={attendance[a]} />
        ))}
        <Figure label={t('Tidak mengisi')} value={attendance.missing} alert={attendance.missing > 0} testId="pkl-missing-count" />
        <Figure label={t('Skor kehadiran')} value={pklAttendanceScore(attendance)} />
      </SimpleGrid>
    </Card>
  );
}

function Figure({ label, value, alert = false, testId }: { label: string; value: number; alert?: boolean; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fz={22} fw={700} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </div>
  );
}
