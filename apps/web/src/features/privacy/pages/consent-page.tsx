import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CONSENT_TEXTS, GUARDIAN_RELATIONS, type ConsentStatus, type ConsentTextVersion, type GuardianRelation } from '@jalurkarir/shared';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { usePageTitle } from '../../../lib/page-title';
import { answerConsent, fetchConsentInvitation } from '../api/privacy-api';
import { RELATION_LABELS } from '../components/labels';
import { SharedDataList } from '../components/shared-data-list';

const isVersion = (v: string): v is ConsentTextVersion => Object.prototype.hasOwnProperty.call(CONSENT_TEXTS, v);

/** The consent text of one version in one language, with what is shared and what never is. */
function ConsentText({ version, lang }: { version: ConsentTextVersion; lang: 'id' | 'en' }) {
  const text = CONSENT_TEXTS[version][lang];
  return (
    <Stack gap="xs" lang={lang} data-testid={`consent-text-${lang}`}>
      <Badge variant="light" color="gray" w="fit-content">
        {lang === 'id' ? 'Bahasa Indonesia' : 'English'}
      </Badge>
      {text.map((paragraph) => (
        <Text size="sm" key={paragraph}>
          {paragraph}
        </Text>
      ))}
      <Text size="sm" fw={600}>
        {lang === 'id' ? 'Data yang dapat dilihat perusahaan:' : 'Data companies may see:'}
      </Text>
      <SharedDataList lang={lang} />
      <Text size="sm" fw={600}>
        {lang === 'id' ? 'Tidak pernah ditampilkan sebelum siswa melamar:' : 'Never shown before the student applies:'}
      </Text>
      <SharedDataList lang={lang} never />
    </Stack>
  );
}

/**
 * The guardian's consent page (public, `#/consent/<token>` from the e-mail; docs/privacy.md): who
 * asks, exactly which data would be shared — the text in both languages, whatever the UI language
 * — and the answer with the guardian's name and relation. The version of the text is recorded.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  usePageTitle(t('Persetujuan Orang Tua/Wali'));
  const { token = '' } = useParams();
  const invitation = useQuery({ queryKey: ['consent', token], queryFn: () => fetchConsentInvitation(token), retry: false });
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<GuardianRelation | ''>('');
  const [read, setRead] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answered, setAnswered] = useState<ConsentStatus | null>(null);
  const answer = useMutation({
    mutationFn: (agree: boolean) => {
      const version = invitation.data?.textVersion ?? '';
      if (!relation) throw new Error('relation');
      return answerConsent({ token, guardianName: name.trim(), relation, agree, textVersion: version });
    },
    onSuccess: (data) => setAnswered(data.status),
    onError: (e) => setErrors({ ...apiFieldErrors(e), form: apiErrorMessage(e, t) }),
  });
  const submit = (agree: boolean) => {
    const next: Record<string, string> = {};
    if (!name.trim()) next.guardianName = t('Wajib diisi');
    if (!relation) next.relation = t('Wajib diisi');
    if (agree && !read) next.read = t('Centang untuk menyatakan Anda telah membaca teks persetujuan');
    setErrors(next);
    if (Object.keys(next).length === 0) answer.mutate(agree);
  };

  if (answered)
    return (
      <Stack gap="md" data-testid="consent-done" role="status">
        <IconCircleCheck size={40} color="#1e6b34" aria-hidden />
        <Title order={1} size="h3">
          {answered === 'granted' ? t('Terima kasih, persetujuan Anda telah dicatat') : t('Jawaban Anda telah dicatat')}
        </Title>
        <Text size="sm">
          {answered === 'granted'
            ? t('Perusahaan mitra kini dapat melihat data yang tercantum. Persetujuan dapat ditarik kapan saja melalui siswa atau sekolah.')
            : t('Profil siswa tidak akan ditampilkan kepada perusahaan.')}
        </Text>
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="consent-page">
      <Title order={1} size="h3">
        {t('Persetujuan Orang Tua/Wali')}
      </Title>
      {invitation.isLoading && <Skeleton h={320} />}
      {invitation.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="consent-invalid">
          {apiErrorMessage(invitation.error, t)}
        </Alert>
      )}
      {invitation.data && (
        <>
          <Text size="sm">
            {t('{{student}} dari {{school}} meminta persetujuan Anda agar profilnya dapat dilihat oleh perusahaan mitra.', {
              student: invitation.data.student,
              school: invitation.data.school ?? '-',
            })}
          </Text>
          {isVersion(invitation.data.textVersion) && (
            <Stack gap="lg">
              <ConsentText version={invitation.data.textVersion} lang="id" />
              <ConsentText version={invitation.data.textVersion} lang="en" />
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {t('Versi teks persetujuan: {{version}}', { version: invitation.data.textVersion })}
          </Text>
          <TextInput
            label={t('Nama lengkap orang tua/wali')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.guardianName}
            required
            maxLength={120}
            autoComplete="name"
            data-testid="consent-name"
          />
          <Radio.Group
            label={t('Hubungan dengan siswa')}
            value={relation}
            onChange={(v) => setRelation(v as GuardianRelation)}
            error={errors.relation}
            required
          >
            <Group mt={4} gap="md">
              {GUARDIAN_RELATIONS.map((r) => (
                <Radio key={r} value={r} label={t(RELATION_LABELS[r])} data-testid={`consent-relation-${r}`} />
              ))}
            </Group>
          </Radio.Group>
          <Checkbox
            checked={read}
            onChange={(e) => setRead(e.currentTarget.checked)}
            label={t('Saya telah membaca teks persetujuan di atas')}
            error={errors.read}
            data-testid="consent-read"
          />
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group gap="sm" grow>
            <Button
              variant="default"
              onClick={() => submit(false)}
              loading={answer.isPending && answer.variables === false}
              data-testid="consent-decline"
            >
              {t('Tidak setuju')}
            </Button>
            <Button onClick={() => submit(true)} loading={answer.isPending && answer.variables === true} data-testid="consent-agree">
              {t('Saya setuju')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
