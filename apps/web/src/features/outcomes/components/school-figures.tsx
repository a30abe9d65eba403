import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import type { Figures } from '../api/outcomes-api';
import { programLabel } from './labels';
import { anySmallGroup, shareText } from './share';
import { SmallGroupNote } from './small-group-note';

type FunnelStep = Figures['funnel'][number]['steps'][number]['step'];
const STEP_LABELS: Record<FunnelStep, string> = {
  students: tk('Seluruh siswa'),
  profile_complete: tk('Profil lengkap'),
  tests_done: tk('Tes selesai'),
  recommended: tk('Direkomendasikan (skor ≥ 70)'),
  applied: tk('Melamar'),
  interview: tk('Wawancara'),
  hired: tk('Diterima bekerja'),
};

/** The current year's funnel, one small table per program: every step against the program's students. */
export function FunnelTables({ funnel }: { funnel: Figures['funnel'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="md">
      {funnel.map((program) => (
        <Table key={program.program} striped fz="sm" withTableBorder data-testid="funnel-table">
          <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
            {programLabel(program.program, lang)}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Tahap')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('Jumlah dan persentase')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {program.steps.map((s) => (
              <Table.Tr key={s.step}>
                <Table.Th scope="row" fw={400}>
                  {t(STEP_LABELS[s.step])}
                </Table.Th>
                <Table.Td ta="end">{shareText(s.share, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
      {anySmallGroup(funnel.flatMap((p) => p.steps.map((s) => s.share))) && <SmallGroupNote />}
    </Stack>
  );
}

/** The dominant RIASEC interest of each program's students (latest result), as shares of those with a result. */
export function RiasecTable({ rows }: { rows: Figures['riasec'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Table striped fz="sm" data-testid="riasec-table">
        <caption className="visually-hidden-caption">{t('Sebaran minat RIASEC per kompetensi keahlian')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Kompetensi Keahlian')}</Table.Th>
            <Table.Th scope="col">{t('Minat dominan')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.program}>
              <Table.Th scope="row" fw={400}>
                {programLabel(row.program, lang)}
              </Table.Th>
              <Table.Td>{row.codes.map((c) => `${c.code}: ${shareText(c.share, lang)}`).join(' · ') || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {anySmallGroup(rows.flatMap((r) => r.codes.map((c) => c.share))) && <SmallGroupNote />}
    </>
  );
}

/** Employer satisfaction: the mean of each rating (1–5) over the answers received. */
export function SatisfactionTable({ satisfaction }: { satisfaction: Figures['employer_satisfaction'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows = [
    { key: 'technical', label: t('Keterampilan teknis'), value: satisfaction.technical },
    { key: 'attitude', label: t('Sikap kerja'), value: satisfaction.attitude },
    { key: 'communication', label: t('Komunikasi'), value: satisfaction.communication },
    { key: 'teamwork', label: t('Kerja sama tim'), value: satisfaction.teamwork },
  ];
  return (
    <Table striped fz="sm" data-testid="satisfaction-table">
      <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 4 }}>
        {t('Rata-rata dari {{count}} penilaian perusahaan (1 = sangat tidak puas, 5 = sangat puas)', { count: satisfaction.answers })}
      </caption>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Th scope="row" fw={400}>
              {r.label}
            </Table.Th>
            <Table.Td ta="end">{r.value === null ? '—' : formatNumber(Math.round(r.value * 10) / 10, lang)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
