import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, NumberInput, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PKL_SCORE_MAX, PKL_SCORE_MIN, ZPklEvaluationInput, pklIndustryScore } from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-errors';
import { validateWith } from '../../../lib/form-validation';
import { useLang } from '../../../lib/use-lang';
import { PKL_KEY, fetchPlacement, scoreEvaluation, type TPklPlacementDetail } from '../api/pkl-api';
import { periodText } from '../components/placement-summary';

/** The scores as typed, by aspect code (an empty input is not a score yet). */
type Scores = Record<string, number | string>;

function EvaluationForm({ placement }: { placement: TPklPlacementDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const previous = new Map((placement.evaluation?.scores ?? []).map((s) => [s.code, s.score]));
  const [scores, setScores] = useState<Scores>(() => Object.fromEntries(placement.aspects.map((a) => [a.code, previous.get(a.code) ?? ''])));
  const [note, setNote] = useState(placement.evaluation?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof scoreEvaluation>[1]) => scoreEvaluation(placement.id, body),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('Penilaian PKL disimpan') });
      await queryClient.invalidateQueries({ queryKey: PKL_KEY });
      void navigate(`/pkl/placements/${placement.id}`);
    },
  });
  const typed = placement.aspects.map((a) => scores[a.code]).filter((v): v is number => typeof v === 'number');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const a of placement.aspects) if (typeof scores[a.code] !== 'number') found[a.code] = t('Wajib diisi');
    const body = { scores: placement.aspects.map((a) => ({ code: a.code, score: Number(scores[a.code]) })), note: note.trim() || null };
    const schemaErrors = validateWith(ZPklEvaluationInput, body, lang);
    setErrors({ ...found, ...schemaErrors });
    if (!Object.keys(found).length && !Object.keys(schemaErrors).length) save.mutate(body);
  };
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate data-testid="pkl-evaluation-form">
      <Title order={2} size="h4" mb={4}>
        {t('Nilai per aspek ({{min}}–{{max}})', { min: PKL_SCORE_MIN, max: PKL_SCORE_MAX })}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('Nilai kehadiran dihitung dari jurnal; sekolah menggabungkannya dengan nilai ini menjadi nilai PKL.')}
      </Text>
      <Stack gap="sm">
        {placement.aspects.map((a) => (
          <NumberInput
            key={a.code}
            label={lang === 'id' ? a.name_id : a.name_en}
            value={scores[a.code]}
            onChange={(v) => setScores((s) => ({ ...s, [a.code]: v }))}
            min={PKL_SCORE_MIN}
            max={PKL_SCORE_MAX}
            allowDecimal={false}
            clampBehavior="strict"
            error={errors[a.code]}
            required
            data-testid="pkl-aspect-score"
            data-code={a.code}
          />
        ))}
        <Textarea
          label={t('Catatan untuk sekolah dan siswa')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Text fw={600} data-testid="pkl-industry-score">
          {t('Nilai industri: {{score}}', { score: pklIndustryScore(typed) ?? '—' })}
        </Text>
        {(errors.scores || save.isError) && (
          <Alert color="red" role="alert">
            {errors.scores ?? apiErrorMessage(save.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} data-testid="pkl-evaluation-save">
            {t('Simpan penilaian')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Penilaian PKL (`#/pkl/evaluation/:id`): the industry supervisor scores the aspects of the student's program. */
export function EvaluationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useQuery({ queryKey: [...PKL_KEY, 'placement', id], queryFn: () => fetchPlacement(id), enabled: !!id });
  const p = detail.data;
  return (
    <>
      <Anchor component={Link} to={`/pkl/placements/${id}`} size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('Kembali ke penempatan')}
      </Anchor>
      <PageHeader title={t('Penilaian PKL')} description={p ? `${p.student_name} · ${p.period_name} (${periodText(p, lang)})` : undefined} />
      {detail.isLoading && <Skeleton h={320} />}
      {detail.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(detail.error, t)}
        </Alert>
      )}
      {p && <EvaluationForm placement={p} />}
    </>
  );
}
