import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPrinter, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GRADE_LABELS, LANGUAGE_LEVEL_LABELS, VOCATIONAL_PROGRAM_LABELS, studentPersonalFields, type Lang } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useProfile } from '../../../lib/profile';
import { useSessionUser } from '../../../lib/session';
import { formatDate, titleCase } from '../../../lib/text';
import { useFixedT } from '../../../lib/use-fixed-t';
import { useLang } from '../../../lib/use-lang';
import { fullProfileQuery, type FullProfile } from '../api/profile-api';
import { SECTIONS, addressOf, optionLabel } from '../components/sections';
import { cvSubject } from '../cv-subject';
import '../cv-print.css';

/**
 * The printable CV (`student-profile/cv`, the student's own; `?id=` for staff in scope): one A4
 * sheet the browser saves as PDF. Its language is chosen on the page (Indonesian or English),
 * whatever the interface's, so a student can print both.
 */
export function StudentCvPage() {
  const { t } = useTranslation();
  const uiLang = useLang();
  const [params, setParams] = useSearchParams();
  const account = useProfile();
  const subject = cvSubject(useSessionUser()?.role, params.get('id'), account.data?.id);
  const id = typeof subject === 'object' ? subject.id : '';
  const cvLang: Lang = params.get('lang') === 'en' ? 'en' : params.get('lang') === 'id' ? 'id' : uiLang;
  const full = useQuery({ ...fullProfileQuery(id), enabled: !!id });
  const sheetT = useFixedT(cvLang);
  if (subject === 'pick') return <PickStudent />;
  return (
    <>
      <div data-no-print>
        <PageHeader
          title={t('CV Siswa')}
          description={t('Cetak atau simpan sebagai PDF dari browser (ukuran A4)')}
          actions={
            <Group gap="xs">
              <SegmentedControl
                aria-label={t('Bahasa CV')}
                value={cvLang}
                onChange={(value) => setParams((p) => ({ ...Object.fromEntries(p), lang: value }), { replace: true })}
                data={[
                  { value: 'id', label: 'Indonesia' },
                  { value: 'en', label: 'English' },
                ]}
              />
              <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} disabled={!full.data} data-testid="print-cv">
                {t('Cetak / Simpan PDF')}
              </Button>
            </Group>
          }
        />
      </div>
      {(full.isLoading || account.isLoading || (!sheetT.t && !sheetT.error)) && <Skeleton h={480} radius="md" />}
      {(full.isError || sheetT.error) && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(full.error ?? sheetT.error, t)}
        </Alert>
      )}
      {full.data && sheetT.t && <CvSheet profile={full.data} lang={cvLang} t={sheetT.t} />}
    </>
  );
}

/** Staff opened the CV page without a student: where to pick one (the students' list opens each profile and its CV). */
function PickStudent() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('CV Siswa')} description={t('Pilih siswa untuk melihat CV-nya')} />
      <Card withBorder radius="md" padding="lg" data-testid="cv-pick-student">
        <Stack gap="sm" align="flex-start">
          <Text>{t('Buka profil seorang siswa dari daftar siswa, lalu pilih Lihat CV.')}</Text>
          <Button component={Link} to="/completeness" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('Buka daftar siswa')}
          </Button>
        </Stack>
      </Card>
    </>
  );
}

type T = (phrase: string, options?: Record<string, unknown>) => string;

const joinParts = (...parts: (string | number | null | undefined)[]) => parts.filter((x) => x !== null && x !== undefined && x !== '').join(' · ');

/** The CV's personal data as term and value, the empty ones left out. */
function CvPersonal({ profile, lang, t }: { profile: FullProfile; lang: Lang; t: T }) {
  const p = profile.personal;
  const opt = (name: string, value: unknown) => {
    const phrase = optionLabel(studentPersonalFields, name, value);
    return phrase ? t(phrase) : '';
  };
  const personal: [string, string][] = [
    [t('Tempat, Tanggal Lahir'), joinParts(p.birth_place, p.birth_date ? formatDate(p.birth_date, lang) : '')],
    [t('Jenis Kelamin'), opt('gender', p.gender)],
    [t('Agama'), opt('religion', p.religion)],
    [t('Kewarganegaraan'), opt('citizenship', p.citizenship)],
    [t('Alamat'), addressOf(profile)],
    [t('Telepon'), profile.student.phone ?? ''],
    [t('Email'), profile.student.email],
    [t('Hobi'), p.hobby ?? ''],
  ].filter(([, v]) => v) as [string, string][];
  return (
    <section>
      <h2>{t('Data Pribadi')}</h2>
      <dl>
        {personal.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CvSheet({ profile, lang, t }: { profile: FullProfile; lang: Lang; t: T }) {
  const p = profile.personal;
  const date = (v: string | null | undefined) => (v ? formatDate(v, lang) : '');
  const program = p.program ? t(VOCATIONAL_PROGRAM_LABELS[p.program as keyof typeof VOCATIONAL_PROGRAM_LABELS] ?? p.program) : '';
  const grade = p.class_name ?? (p.grade ? GRADE_LABELS[p.grade as keyof typeof GRADE_LABELS] : '');
  const sectionOf = (key: string) => SECTIONS.find((s) => s.key === key)!;
  const label = (key: string, name: string, value: unknown) => {
    const phrase = optionLabel(sectionOf(key).fields, name, value);
    return phrase ? t(phrase) : '';
  };
  const join = joinParts;
  return (
    <article className="cv-sheet" lang={lang} data-testid="cv-sheet">
      <header>
        <h1 style={{ margin: 0, fontSize: '1.6rem' }}>{titleCase(profile.student.name)}</h1>
        <div>{join(program, grade, profile.student.school_name)}</div>
        <div>{join(profile.student.email, profile.student.phone)}</div>
      </header>
      {p.about_me && (
        <section>
          <h2>{t('Tentang Saya')}</h2>
          <p style={{ margin: 0 }}>{p.about_me}</p>
        </section>
      )}
      <CvPersonal profile={profile} lang={lang} t={t} />
      {profile.educations.length > 0 && (
        <section>
          <h2>{t('Riwayat Pendidikan')}</h2>
          <ul>
            {profile.educations.map((e) => (
              <li key={e.id}>
                <strong>{e.school_name}</strong> —{' '}
                {join(
                  label('educations', 'level', e.level),
                  e.major,
                  [e.year_from, e.still_in_school ? t('sekarang') : e.year_to].filter(Boolean).join('–'),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.experiences.length > 0 && (
        <section>
          <h2>{t('Pengalaman Kerja & PKL')}</h2>
          <ul>
            {profile.experiences.map((x) => (
              <li key={x.id}>
                <strong>{x.position}</strong>, {x.company} —{' '}
                {join(
                  label('experiences', 'kind', x.kind),
                  [date(x.date_from), x.still_working ? t('sekarang') : date(x.date_to)].filter(Boolean).join(' – '),
                )}
                {x.verified_by_company_name && (
                  <div data-testid="cv-verified-experience">
                    <em>{t('Terverifikasi oleh {{company}}', { company: x.verified_by_company_name })}</em>
                  </div>
                )}
                {x.description && <div>{x.description}</div>}
              </li>
            ))}
          </ul>
          {profile.pkl_months > 0 && <div>{t('Total PKL: {{months}} bulan', { months: profile.pkl_months })}</div>}
        </section>
      )}
      {profile.skills.length > 0 && (
        <section>
          <h2>{t('Keterampilan')}</h2>
          <p style={{ margin: 0 }}>{profile.skills.map((s) => s.name).join(', ')}</p>
        </section>
      )}
      {p.languages.length > 0 && (
        <section>
          <h2>{t('Bahasa yang Dikuasai')}</h2>
          <p style={{ margin: 0 }}>{p.languages.map((l) => `${l.language} (${t(LANGUAGE_LEVEL_LABELS[l.level])})`).join(', ')}</p>
        </section>
      )}
      {profile.courses.length > 0 && (
        <section>
          <h2>{t('Kursus & Pelatihan')}</h2>
          <ul>
            {profile.courses.map((c) => (
              <li key={c.id}>
                <strong>{c.name}</strong> — {join(c.institute, c.place, [date(c.date_from), date(c.date_to)].filter(Boolean).join(' – '))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.awards.length > 0 && (
        <section>
          <h2>{t('Penghargaan')}</h2>
          <ul>
            {profile.awards.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong> — {join(label('awards', 'level', a.level), a.year, a.organizer, a.decree_number)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.portfolios.length > 0 && (
        <section>
          <h2>{t('Portofolio')}</h2>
          <ul>
            {profile.portfolios.map((x) => (
              <li key={x.id}>
                <strong>{x.title}</strong> — <span style={{ overflowWrap: 'anywhere' }}>{x.url}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.relations.length > 0 && (
        <section>
          <h2>{t('Orang Tua/Wali')}</h2>
          <ul>
            {profile.relations.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong> —{' '}
                {join(label('relations', 'relation_type', r.relation_type), r.occupation, r.is_guardian ? t('Wali Siswa') : '')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
