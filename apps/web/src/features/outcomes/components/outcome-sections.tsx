import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Figures } from '../api/outcomes-api';
import { BmwChart } from './bmw-card';
import { FigureCard } from './figure-card';
import { HeadlineStats } from './headline-stats';
import { PklPlacement } from './pkl-placement';
import { MisalignedPrograms, ProgramComparison } from './program-cards';
import { FunnelTables, RiasecTable, SatisfactionTable } from './school-figures';
import { ShareTable } from './share-table';
import { TrendCard } from './trend-card';

/** Every section of the outcome dashboard for one set of figures, each with its empty state. */
export function OutcomeSections({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const latest = [...figures.bmw].sort((a, b) => b.graduation_year - a.graduation_year)[0];
  const noTracer = t('Belum ada jawaban tracer study untuk pilihan ini.');
  return (
    <Stack gap="lg">
      <HeadlineStats year={latest} partnerships={figures.partnerships_in_force} />
      <FigureCard
        id="outcomes-bmw"
        title={t('BMW per tahun lulus')}
        description={t('Bekerja, Melanjutkan, Wirausaha: setiap angka dihitung dari seluruh lulusan dan dari lulusan yang menjawab tracer.')}
        empty={figures.bmw.length === 0}
        emptyText={t('Belum ada alumni untuk pilihan ini.')}
      >
        <BmwChart years={figures.bmw} />
      </FigureCard>
      <FigureCard
        id="outcomes-trend"
        title={t('Tren antartahun')}
        description={t('Penempatan lewat BKK: diterima lewat aplikasi atau mendapat kerja lewat BKK sekolah, dari seluruh lulusan.')}
        empty={figures.bmw.length === 0}
        emptyText={noTracer}
      >
        <TrendCard years={figures.bmw} />
      </FigureCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FigureCard id="outcomes-programs" title={t('Perbandingan kompetensi keahlian')} empty={figures.programs.length === 0} emptyText={noTracer}>
          <ProgramComparison programs={figures.programs} />
        </FigureCard>
        <FigureCard
          id="outcomes-misaligned"
          title={t('Bekerja di luar bidang keahlian')}
          description={t(
            'Lulusan yang bekerja dan menyatakan pekerjaannya tidak sesuai dengan kompetensi keahliannya: bahan penyelarasan dengan industri.',
          )}
          empty={figures.misaligned.length === 0}
          emptyText={t('Tidak ada kompetensi keahlian yang lulusannya bekerja di luar bidang.')}
        >
          <MisalignedPrograms rows={figures.misaligned} />
        </FigureCard>
      </SimpleGrid>
      <FigureCard
        id="outcomes-funnel"
        title={t('Alur siswa tahun ini')}
        description={t('Siswa aktif per kompetensi keahlian: profil lengkap → tes selesai → direkomendasikan → melamar → wawancara → diterima.')}
        empty={figures.funnel.length === 0}
        emptyText={t('Belum ada siswa aktif untuk pilihan ini.')}
      >
        <FunnelTables funnel={figures.funnel} />
      </FigureCard>
      <FigureCard
        id="outcomes-pkl"
        title={t('Penempatan PKL tahun ini')}
        description={t(
          'Siswa aktif di rombel periode PKL yang dimulai tahun ajaran ini, menurut penempatan terakhirnya: belum ditempatkan, ditempatkan, sedang PKL, selesai.',
        )}
        empty={figures.pkl.total.students === 0}
        emptyText={t('Belum ada periode PKL tahun ajaran ini untuk pilihan ini.')}
      >
        <PklPlacement pkl={figures.pkl} />
      </FigureCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FigureCard
          id="outcomes-tests"
          title={t('Penyelesaian tes per rombel')}
          empty={figures.test_completion.length === 0}
          emptyText={t('Belum ada tes yang ditugaskan.')}
        >
          <ShareTable
            caption={t('Penyelesaian tes per rombel')}
            head={t('Rombel')}
            rows={figures.test_completion.map((r) => ({ key: r.class_name, label: r.class_name, share: r.share }))}
          />
        </FigureCard>
        <FigureCard
          id="outcomes-certification"
          title={t('Kelulusan sertifikasi per skema')}
          empty={figures.certification.length === 0}
          emptyText={t('Belum ada asesmen yang dikonfirmasi.')}
        >
          <ShareTable
            caption={t('Kelulusan sertifikasi per skema')}
            head={t('Skema')}
            rows={figures.certification.map((r) => ({ key: r.scheme_id, label: r.scheme_name, share: r.share }))}
          />
        </FigureCard>
        <FigureCard
          id="outcomes-riasec"
          title={t('Minat RIASEC per kompetensi keahlian')}
          empty={figures.riasec.length === 0}
          emptyText={t('Belum ada hasil tes minat RIASEC.')}
        >
          <RiasecTable rows={figures.riasec} />
        </FigureCard>
        <FigureCard
          id="outcomes-employers"
          title={t('Kepuasan perusahaan pengguna lulusan')}
          empty={figures.employer_satisfaction.answers === 0}
          emptyText={t('Belum ada penilaian dari perusahaan.')}
        >
          <SatisfactionTable satisfaction={figures.employer_satisfaction} />
        </FigureCard>
      </SimpleGrid>
    </Stack>
  );
}
