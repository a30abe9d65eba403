import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, SegmentedControl, Skeleton } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Lang } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useFixedT } from '../../../lib/use-fixed-t';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchReport, type TPklReport } from '../api/pkl-api';
import { programName } from '../components/pkl-badges';
import { predicateText } from '../components/placement-summary';
import '../pkl-sheet.css';

type T = (phrase: string, options?: Record<string, unknown>) => string;

/**
 * Sertifikat dan laporan PKL (`#/pkl/report/:id`): one A4 sheet the browser prints or saves as
 * PDF, in Indonesian or English whatever the interface's language (a student may need both): the
 * school, the student, the company and period, the supervisors, the score per aspect, attendance
 * and the grade, with room for the signatures.
 */
export function ReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const uiLang = useLang();
  const [params, setParams] = useSearchParams();
  const sheetLang: Lang = params.get('lang') === 'en' ? 'en' : params.get('lang') === 'id' ? 'id' : uiLang;
  const report = useQuery({ queryKey: [...PKL_KEY, 'report', id], queryFn: () => fetchReport(id), enabled: !!id });
  const sheetT = useFixedT(sheetLang);
  return (
    <>
      <div data-no-print>
        <Anchor component={Link} to={`/pkl/placements/${id}`} size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke penempatan')}
        </Anchor>
        <PageHeader
          title={t('Sertifikat dan laporan PKL')}
          description={t('Cetak atau simpan sebagai PDF dari browser (ukuran A4)')}
          actions={
            <Group gap="xs">
              <SegmentedControl
                aria-label={t('Bahasa sertifikat')}
                value={sheetLang}
                onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), lang: value }), { replace: true })}
                data={[
                  { value: 'id', label: 'Indonesia' },
                  { value: 'en', label: 'English' },
                ]}
              />
              <Button
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!report.data}
                data-testid="pkl-print"
              >
                {t('Cetak / Simpan PDF')}
              </Button>
            </Group>
          }
        />
      </div>
      {(report.isLoading || (!sheetT.t && !sheetT.error)) && <Skeleton h={600} radius="md" />}
      {(report.isError || sheetT.error) && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(report.error ?? sheetT.error, t)}
        </Alert>
      )}
      {report.data && sheetT.t && <ReportSheet report={report.data} lang={sheetLang} t={sheetT.t} />}
    </>
  );
}

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className="pkl-sheet-facts">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function ReportSheet({ report: r, lang, t }: { report: TPklReport; lang: Lang; t: T }) {
  const date = (v: string) => formatDate(v, lang);
  const program = programName(r.student.program);
  const e = r.evaluation;
  return (
    <article className="pkl-sheet" lang={lang} data-testid="pkl-sheet">
      <header className="pkl-sheet-head">
        <strong style={{ fontSize: '1.1rem' }}>{r.school.name}</strong>
        <div>{[`NPSN ${r.school.npsn}`, r.school.address, r.school.city].filter(Boolean).join(' · ')}</div>
        <div>{[r.school.phone, r.school.email].filter(Boolean).join(' · ')}</div>
      </header>
      <h2 className="pkl-sheet-title">{t('Sertifikat Praktik Kerja Lapangan')}</h2>
      <p>{t('Diberikan kepada:')}</p>
      <Facts
        rows={[
          [t('Nama'), r.student.name],
          ['NISN', r.student.nisn],
          [t('Nama kelas'), r.student.class_name],
          [t('Kompetensi Keahlian'), program ? t(program) : null],
        ]}
      />
      <p>{t('yang telah melaksanakan Praktik Kerja Lapangan di:')}</p>
      <Facts
        rows={[
          [t('Perusahaan'), [r.company.name, r.company.address, r.company.city].filter(Boolean).join(', ')],
          [t('Periode'), `${r.period.name}: ${date(r.period.start_date)} – ${date(r.period.end_date)}`],
          [t('Jumlah jam'), t('{{hours}} jam ({{perDay}} jam per hari)', { hours: r.total_hours, perDay: r.period.hours_per_day })],
          [t('Guru pembimbing'), r.school_supervisor_name],
          [t('Pembimbing industri'), r.industry_supervisor_name],
        ]}
      />
      <h3>{t('Penilaian')}</h3>
      {e ? (
        <table data-testid="pkl-sheet-scores">
          <thead>
            <tr>
              <th scope="col">{t('Aspek')}</th>
              <th scope="col" className="num">
                {t('Nilai')}
              </th>
            </tr>
          </thead>
          <tbody>
            {e.scores.map((s) => (
              <tr key={s.code}>
                <td>{lang === 'id' ? s.name_id : s.name_en}</td>
                <td className="num">{s.score}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('Nilai industri')}</th>
              <td className="num">{e.industry_score}</td>
            </tr>
            {e.attendance_score !== null && (
              <tr>
                <th scope="row">{t('Skor kehadiran')}</th>
                <td className="num">{e.attendance_score}</td>
              </tr>
            )}
            {e.final_grade !== null && (
              <tr>
                <th scope="row">
                  {t('Nilai PKL ({{weight}}% industri, {{rest}}% kehadiran)', { weight: e.industry_weight, rest: 100 - (e.industry_weight ?? 0) })}
                </th>
                <td className="num" data-testid="pkl-sheet-grade">
                  <strong>
                    {e.final_grade} · {predicateText(e.predicate, lang)}
                  </strong>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      ) : (
        <p>{t('Penilaian belum diisi oleh pembimbing industri.')}</p>
      )}
      <div className="pkl-sheet-signs">
        <div>
          <div>{t('Pembimbing industri')}</div>
          <div className="line">{r.industry_supervisor_name ?? ''}</div>
        </div>
        <div>
          <div>{[r.school.city, r.finished_at ? date(r.finished_at) : null].filter(Boolean).join(', ')}</div>
          <div>{t('Kepala Sekolah')}</div>
          <div className="line">{r.school.headmaster_name ?? ''}</div>
        </div>
      </div>
    </article>
  );
}
