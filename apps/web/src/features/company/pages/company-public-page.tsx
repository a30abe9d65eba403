import { Alert, Anchor, Avatar, Card, Group, Image, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COMPANY_SIZE_LABELS, type TCompanyPage } from '@jalurkarir/shared';
import { logoUrl } from '../../../components/company-logo-card';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/session';
import { formatDate } from '../../../lib/text';
import { companyPageKey, companyPhotoUrl, fetchCompanyPage } from '../api/company-api';
import { BrandText } from '../components/brand-text';
import { ResponseTimeCard } from '../../../components/response-time-card';

/** How fast the company answers: the median days to its first response, measured from its applications. */
function ResponseCard({ response }: { response: TCompanyPage['response'] }) {
  const { t } = useTranslation();
  const median = response.median_days;
  return (
    <ResponseTimeCard
      testId="company-response"
      figureTestId="company-response-median"
      figure={median !== null ? t('{{days}} hari', { days: median }) : null}
      detail={`${t('median dari lamaran hingga tanggapan pertama')} · ${t('{{responded}} dari {{count}} lamaran ditanggapi', {
        responded: response.responded,
        count: response.applications,
      })}`}
    />
  );
}

/** Open openings: a student opens each one; other readers see the titles and deadlines. */
function OpeningsCard({ openings }: { openings: TCompanyPage['openings'] }) {
  const { t, i18n } = useTranslation();
  const student = useSessionUser()?.role === 'siswa';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-openings-title" data-testid="company-openings">
      <Title order={2} size="h4" id="company-openings-title" mb="xs">
        {t('Lowongan yang dibuka')}
      </Title>
      {openings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('Belum ada lowongan yang dibuka saat ini.')}
        </Text>
      ) : (
        <List spacing={6} size="sm">
          {openings.map((o) => (
            <List.Item key={o.id}>
              {student ? (
                <Anchor component={Link} to={`/jobs/${o.id}`}>
                  {o.title}
                </Anchor>
              ) : (
                o.title
              )}
              {o.deadline && (
                <Text span size="xs" c="dimmed">
                  {' · '}
                  {t('Batas lamaran {{date}}', { date: formatDate(o.deadline, i18n.language) })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function PartnerSchoolsCard({ schools }: { schools: TCompanyPage['partner_schools'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-schools-title" data-testid="company-schools">
      <Title order={2} size="h4" id="company-schools-title" mb="xs">
        {t('Sekolah mitra')}
      </Title>
      {schools.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('Belum ada kemitraan sekolah yang aktif.')}
        </Text>
      ) : (
        <List spacing={4} size="sm" icon={<IconSchool size={16} aria-hidden />}>
          {schools.map((s) => (
            <List.Item key={s.id}>{s.city_name ? `${s.name} (${s.city_name})` : s.name}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function PhotosCard({ company }: { company: TCompanyPage }) {
  const { t } = useTranslation();
  if (company.photos.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-photos-title" data-testid="company-photos">
      <Title order={2} size="h4" id="company-photos-title" mb="sm">
        {t('Foto')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {company.photos.map((photo, i) => (
          <figure key={photo.id} style={{ margin: 0 }}>
            <Image
              src={companyPhotoUrl(photo.file)}
              alt={photo.caption ?? t('Foto {{company}} ke-{{n}}', { company: company.name, n: i + 1 })}
              radius="sm"
              h={180}
              fit="cover"
              loading="lazy"
            />
            {photo.caption && (
              <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                {photo.caption}
              </Text>
            )}
          </figure>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * `/companies/:id`: a company as students meet it (the employer brand) — about, benefits, what a PKL or
 * a first job there is like, photos, partner schools, open openings and how quickly it answers.
 */
export function CompanyPublicPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: companyPageKey(id), queryFn: () => fetchCompanyPage(id), enabled: !!id });
  const company = query.data;
  const place = company ? [company.city_name, company.province_name].filter(Boolean).join(', ') : '';
  return (
    <>
      <PageHeader
        title={company?.name ?? t('Profil perusahaan')}
        description={company ? [company.sector, place].filter(Boolean).join(' · ') || undefined : undefined}
      />
      {query.isLoading && <Skeleton h={320} radius="md" />}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {company && (
        <Stack gap="md" data-testid="company-public-page">
          <Card withBorder radius="md" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Avatar src={logoUrl(company.logo)} size={64} radius="md" alt={t('Logo {{name}}', { name: company.name })}>
                <IconBuilding size={28} aria-hidden />
              </Avatar>
              <Stack gap={4} style={{ minWidth: 0 }}>
                {company.size && (
                  <Text size="sm">
                    {t('{{size}} karyawan', { size: t(COMPANY_SIZE_LABELS[company.size as keyof typeof COMPANY_SIZE_LABELS] ?? company.size) })}
                  </Text>
                )}
                {company.website && (
                  <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {company.website}
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Card>
          <ResponseCard response={company.response} />
          <BrandText
            id="company-about"
            title={t('Tentang perusahaan')}
            text={company.description}
            textEn={company.description_en}
            testId="company-about"
          />
          <BrandText id="company-benefits" title={t('Benefit')} text={company.benefits} textEn={company.benefits_en} testId="company-benefits" />
          <BrandText
            id="company-first-job"
            title={t('PKL dan kerja pertama di sini')}
            text={company.first_job}
            textEn={company.first_job_en}
            testId="company-first-job"
          />
          <PhotosCard company={company} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <OpeningsCard openings={company.openings} />
            <PartnerSchoolsCard schools={company.partner_schools} />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
