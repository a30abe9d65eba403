import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEye, IconFileImport, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  QUESTION_TYPES,
  TEACHER_TEST_KINDS,
  TEST_KINDS,
  VOCATIONAL_PROGRAMS,
  VOCATIONAL_PROGRAM_LABELS,
  type QuestionType,
  type TestKind,
  type TTestInput,
} from '@jalurkarir/shared';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { useLang } from '../../../lib/use-lang';
import { ImportDialog } from '../../../components/crud/import-dialog';
import {
  createTest,
  fetchTest,
  newTestVersion,
  publishTest,
  questionImportClient,
  TESTS_KEY,
  updateTest,
  uploadQuestionImage,
  type TestDetail,
} from '../api/tests-api';
import { KIND_LABELS } from '../components/labels';

const TYPE_LABELS: Record<QuestionType, string> = {
  single: tk('Pilihan tunggal'),
  multiple: tk('Pilihan ganda (lebih dari satu)'),
  likert: tk('Skala Likert (1–5)'),
};

interface OptionDraft {
  text_id: string;
  text_en: string;
  points: number;
}
interface QuestionDraft {
  type: QuestionType;
  text_id: string;
  text_en: string;
  dimension: string;
  reverse: boolean;
  topic_id: string;
  topic_en: string;
  image_url: string | null;
  options: OptionDraft[];
}
interface Draft {
  kind: TestKind;
  personality_instrument: 'big-five' | 'riasec';
  program: string | null;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  instructions_id: string;
  instructions_en: string;
  minutes: number;
  available_from: string;
  available_until: string;
  passing_score: number | '';
  shuffle_questions: boolean;
  shuffle_options: boolean;
  attempts_allowed: number;
  questions: QuestionDraft[];
}

const emptyOption = (): OptionDraft => ({ text_id: '', text_en: '', points: 0 });
const emptyQuestion = (type: QuestionType): QuestionDraft => ({
  type,
  text_id: '',
  text_en: '',
  dimension: '',
  reverse: false,
  topic_id: '',
  topic_en: '',
  image_url: null,
  options: type === 'likert' ? [] : [{ ...emptyOption(), points: 1 }, emptyOption(), emptyOption(), emptyOption()],
});
/** A `datetime-local` value in the browser's zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function toDraft(test: TestDetail | null, teacher: boolean): Draft {
  if (!test)
    return {
      kind: teacher ? 'competency' : 'competency',
      personality_instrument: 'riasec',
      program: null,
      name_id: '',
      name_en: '',
      description_id: '',
      description_en: '',
      instructions_id: '',
      instructions_en: '',
      minutes: 30,
      available_from: '',
      available_until: '',
      passing_score: 70,
      shuffle_questions: false,
      shuffle_options: false,
      attempts_allowed: 1,
      questions: [emptyQuestion('single')],
    };
  return {
    kind: test.kind,
    personality_instrument: test.instrument === 'big-five' ? 'big-five' : 'riasec',
    program: test.program,
    name_id: test.name_id,
    name_en: test.name_en,
    description_id: test.description_id,
    description_en: test.description_en,
    instructions_id: test.instructions_id,
    instructions_en: test.instructions_en,
    minutes: test.minutes,
    available_from: localInput(test.available_from),
    available_until: localInput(test.available_until),
    passing_score: test.passing_score ?? '',
    shuffle_questions: test.shuffle_questions,
    shuffle_options: test.shuffle_options,
    attempts_allowed: test.attempts_allowed,
    questions: test.questions.map((q) => ({
      type: q.type,
      text_id: q.text_id,
      text_en: q.text_en,
      dimension: q.dimension ?? '',
      reverse: q.reverse,
      topic_id: q.topic_id ?? '',
      topic_en: q.topic_en ?? '',
      image_url: q.image_url ?? null,
      options: q.options.map((o) => ({ text_id: o.text_id, text_en: o.text_en, points: o.points })),
    })),
  };
}

function toBody(d: Draft, withQuestions: boolean): TTestInput {
  return {
    kind: d.kind,
    personality_instrument: d.kind === 'personality' ? d.personality_instrument : null,
    program: d.kind === 'competency' || d.kind === 'skills' ? (d.program as TTestInput['program']) : null,
    name_id: d.name_id,
    name_en: d.name_en,
    description_id: d.description_id,
    description_en: d.description_en,
    instructions_id: d.instructions_id,
    instructions_en: d.instructions_en,
    minutes: d.minutes,
    available_from: d.available_from ? new Date(d.available_from) : null,
    available_until: d.available_until ? new Date(d.available_until) : null,
    passing_score: d.passing_score === '' ? null : d.passing_score,
    shuffle_questions: d.shuffle_questions,
    shuffle_options: d.shuffle_options,
    attempts_allowed: d.attempts_allowed,
    likert_scale: null,
    ...(withQuestions
      ? {
          questions: d.questions.map((q) => ({
            type: q.type,
            text_id: q.text_id,
            text_en: q.text_en,
            dimension: q.type === 'likert' ? q.dimension : null,
            reverse: q.type === 'likert' ? q.reverse : false,
            topic_id: q.topic_id || null,
            topic_en: q.topic_en || null,
            image_url: q.image_url,
            options: q.type === 'likert' ? [] : q.options,
          })),
        }
      : {}),
  };
}

/** A question's optional image: upload (JPEG, PNG or WebP up to 2 MB), preview, remove. */
function QuestionImage({ url, index, onChange }: { url: string | null; index: number; onChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: uploadQuestionImage, onSuccess: (imageUrl) => onChange(imageUrl) });
  return (
    <Stack gap="xs">
      {url && <Image src={url} alt={t('Gambar pertanyaan {{n}}', { n: index + 1 })} radius="sm" maw={320} data-testid="question-image" />}
      <Group gap="xs">
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={upload.isPending}
              data-testid="question-image-upload"
            >
              {url ? t('Ganti gambar') : t('Tambah gambar')}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} data-testid="question-image-remove">
            {t('Hapus gambar')}
          </Button>
        )}
      </Group>
      {upload.isError && (
        <Text size="sm" c="red.8" role="alert">
          {Object.values(apiFieldErrors(upload.error))[0] ?? apiErrorMessage(upload.error, t)}
        </Text>
      )}
    </Stack>
  );
}

/** The test as a student will see it: one question after another, without the points. */
function Preview({ draft, opened, onClose }: { draft: Draft; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const likert = [tk('Sangat tidak setuju'), tk('Tidak setuju'), tk('Netral'), tk('Setuju'), tk('Sangat setuju')];
  return (
    <Modal opened={opened} onClose={onClose} title={t('Pratinjau')} size="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {lang === 'en' ? draft.name_en : draft.name_id}
        </Title>
        <Text size="sm">{lang === 'en' ? draft.instructions_en : draft.instructions_id}</Text>
        {draft.questions.map((q, i) => (
          <Card key={i} withBorder padding="sm" radius="sm">
            <Text fw={600} mb="xs">
              {i + 1}. {lang === 'en' ? q.text_en : q.text_id}
            </Text>
            {q.image_url && <Image src={q.image_url} alt="" radius="sm" maw={480} mb="xs" />}
            <Stack gap={4}>
              {q.type === 'likert'
                ? likert.map((l, j) => <Radio key={j} label={`${j + 1} · ${t(l)}`} readOnly checked={false} name={`p${i}`} />)
                : q.options.map((o, j) =>
                    q.type === 'multiple' ? (
                      <Checkbox key={j} label={lang === 'en' ? o.text_en : o.text_id} readOnly checked={false} />
                    ) : (
                      <Radio key={j} label={lang === 'en' ? o.text_en : o.text_id} readOnly checked={false} name={`p${i}`} />
                    ),
                  )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}

/** The test's own fields: kind, instrument or program, names and instructions in both languages, time, window, attempts, shuffling. */
function TestFieldsCard({
  draft,
  setDraft,
  kinds,
  locked,
  errors,
}: {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  kinds: readonly TestKind[];
  locked: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const pointScored = draft.kind === 'competency' || draft.kind === 'skills';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('Data tes')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('Jenis tes')}
          data={kinds.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
          value={draft.kind}
          onChange={(v) => {
            const kind = (v ?? 'competency') as TestKind;
            const likert = kind !== 'competency' && kind !== 'skills';
            setDraft((d) => ({ ...d, kind, questions: d.questions.length ? d.questions : [emptyQuestion(likert ? 'likert' : 'single')] }));
          }}
          allowDeselect={false}
          disabled={locked}
          required
        />
        {draft.kind === 'personality' && (
          <Select
            label={t('Instrumen')}
            data={[
              { value: 'riasec', label: 'RIASEC' },
              { value: 'big-five', label: 'Big Five (IPIP)' },
            ]}
            value={draft.personality_instrument}
            onChange={(v) => set('personality_instrument', (v ?? 'riasec') as Draft['personality_instrument'])}
            allowDeselect={false}
            disabled={locked}
          />
        )}
        {pointScored && (
          <Select
            label={t('Kompetensi keahlian')}
            data={VOCATIONAL_PROGRAMS.map((p) => ({ value: p, label: t(VOCATIONAL_PROGRAM_LABELS[p]) }))}
            value={draft.program}
            onChange={(v) => set('program', v)}
            error={errors.program}
            searchable
            required
          />
        )}
        <TextInput label={t('Nama tes (Indonesia)')} value={draft.name_id} onChange={(e) => set('name_id', e.currentTarget.value)} required />
        <TextInput label={t('Nama tes (Inggris)')} value={draft.name_en} onChange={(e) => set('name_en', e.currentTarget.value)} required />
        <Textarea
          label={t('Petunjuk (Indonesia)')}
          value={draft.instructions_id}
          onChange={(e) => set('instructions_id', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('Petunjuk (Inggris)')}
          value={draft.instructions_en}
          onChange={(e) => set('instructions_en', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <NumberInput
          label={t('Waktu ujian (menit)')}
          min={1}
          max={600}
          value={draft.minutes}
          onChange={(v) => set('minutes', Number(v) || 1)}
          required
        />
        {pointScored && (
          <NumberInput
            label={t('Nilai lulus (%)')}
            min={0}
            max={100}
            value={draft.passing_score}
            onChange={(v) => set('passing_score', v === '' ? '' : Number(v))}
          />
        )}
        <TextInput
          type="datetime-local"
          label={t('Waktu mulai')}
          value={draft.available_from}
          onChange={(e) => set('available_from', e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('Waktu selesai')}
          value={draft.available_until}
          onChange={(e) => set('available_until', e.currentTarget.value)}
          error={errors.available_until}
        />
        <NumberInput
          label={t('Kesempatan mengerjakan')}
          min={1}
          max={10}
          value={draft.attempts_allowed}
          onChange={(v) => set('attempts_allowed', Number(v) || 1)}
        />
        <Stack gap="xs" justify="center">
          <Switch
            label={t('Acak urutan soal')}
            checked={draft.shuffle_questions}
            onChange={(e) => set('shuffle_questions', e.currentTarget.checked)}
          />
          <Switch
            label={t('Acak urutan pilihan')}
            checked={draft.shuffle_options}
            onChange={(e) => set('shuffle_options', e.currentTarget.checked)}
          />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** One question: type, dimension or topic, text in both languages, image, and the options with their points. */
function QuestionEditor({
  q,
  i,
  locked,
  questionTypes,
  setQuestion,
  onRemove,
}: {
  q: QuestionDraft;
  i: number;
  locked: boolean;
  questionTypes: readonly QuestionType[];
  setQuestion: (i: number, patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const setOption = (k: number, patch: Partial<OptionDraft>) =>
    setQuestion(i, { options: q.options.map((o, j) => (j === k ? { ...o, ...patch } : o)) });
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" disabled={locked} data-testid="question-editor">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} component="legend">
            {t('Soal {{n}}', { n: i + 1 })}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={t('Hapus soal {{n}}', { n: i + 1 })} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('Tipe soal')}
            data={questionTypes.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            value={q.type}
            onChange={(v) => setQuestion(i, { ...emptyQuestion((v ?? 'single') as QuestionType), text_id: q.text_id, text_en: q.text_en })}
            allowDeselect={false}
          />
          {q.type === 'likert' ? (
            <Group grow>
              <TextInput label={t('Dimensi')} value={q.dimension} onChange={(e) => setQuestion(i, { dimension: e.currentTarget.value })} required />
              <Checkbox
                mt="lg"
                label={t('Kunci terbalik')}
                checked={q.reverse}
                onChange={(e) => setQuestion(i, { reverse: e.currentTarget.checked })}
              />
            </Group>
          ) : (
            <Group grow>
              <TextInput label={t('Topik (Indonesia)')} value={q.topic_id} onChange={(e) => setQuestion(i, { topic_id: e.currentTarget.value })} />
              <TextInput label={t('Topik (Inggris)')} value={q.topic_en} onChange={(e) => setQuestion(i, { topic_en: e.currentTarget.value })} />
            </Group>
          )}
          <Textarea
            label={t('Pertanyaan (Indonesia)')}
            value={q.text_id}
            onChange={(e) => setQuestion(i, { text_id: e.currentTarget.value })}
            autosize
            required
          />
          <Textarea
            label={t('Pertanyaan (Inggris)')}
            value={q.text_en}
            onChange={(e) => setQuestion(i, { text_en: e.currentTarget.value })}
            autosize
            required
          />
        </SimpleGrid>
        <QuestionImage url={q.image_url} index={i} onChange={(image_url) => setQuestion(i, { image_url })} />
        {q.type !== 'likert' && (
          <Stack gap="xs">
            <Divider label={t('Pilihan jawaban dan poin')} labelPosition="left" />
            {q.options.map((o, k) => (
              <Group key={k} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('Pilihan {{n}} (Indonesia)', { n: k + 1 })}
                  value={o.text_id}
                  onChange={(e) => setOption(k, { text_id: e.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                  required
                />
                <TextInput
                  label={t('Pilihan {{n}} (Inggris)', { n: k + 1 })}
                  value={o.text_en}
                  onChange={(e) => setOption(k, { text_en: e.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                  required
                />
                <NumberInput
                  label={t('Poin')}
                  value={o.points}
                  onChange={(v) => setOption(k, { points: Number(v) || 0 })}
                  w={90}
                  min={-100}
                  max={100}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('Hapus pilihan {{n}}', { n: k + 1 })}
                  onClick={() => setQuestion(i, { options: q.options.filter((_, j) => j !== k) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setQuestion(i, { options: [...q.options, emptyOption()] })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Tambah pilihan')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The test editor: the test's fields, its questions with options and points, publish, preview. */
export function TestEditorPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const teacher = getStoredUser()?.role === 'guru';
  const query = useQuery({ queryKey: [...TESTS_KEY, 'detail', id], queryFn: () => fetchTest(id), enabled: !isNew });
  const [draft, setDraft] = useState<Draft>(() => toDraft(null, teacher));
  const [preview, setPreview] = useState(false);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    if (query.data) setDraft(toDraft(query.data, teacher));
  }, [query.data, teacher]);
  const locked = (query.data?.attempts ?? 0) > 0;
  const save = useMutation({
    mutationFn: () => (isNew ? createTest(toBody(draft, true)) : updateTest(id, toBody(draft, !locked))),
    onSuccess: async (test) => {
      await queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
      notifications.show({ color: 'green', message: t('Tes disimpan.') });
      if (isNew) navigate(`/tests/${test.id}`, { replace: true });
    },
  });
  const newVersion = useMutation({
    mutationFn: () => newTestVersion(id),
    onSuccess: async (test) => {
      await queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
      notifications.show({ color: 'green', message: t('Versi baru dibuat sebagai draf.') });
      navigate(`/tests/${test.id}`);
    },
    onError: (e) => notifications.show({ color: 'red', message: apiErrorMessage(e, t) }),
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => publishTest(id, published),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] }),
  });
  const errors = apiFieldErrors(save.error);
  const setQuestion = (i: number, patch: Partial<QuestionDraft>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const kinds = teacher ? TEACHER_TEST_KINDS : TEST_KINDS;
  const pointScored = draft.kind === 'competency' || draft.kind === 'skills';
  const questionTypes = pointScored ? QUESTION_TYPES.filter((q) => q !== 'likert') : (['likert'] as QuestionType[]);

  if (!isNew && query.isLoading) return <Skeleton h={320} radius="md" />;
  return (
    <>
      <PageHeader
        title={isNew ? t('Tes baru') : t('Ubah tes')}
        actions={
          <>
            <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setPreview(true)}>
              {t('Pratinjau')}
            </Button>
            {!isNew && query.data && !locked && (
              <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
                {t('Impor soal')}
              </Button>
            )}
            {!isNew && query.data && (
              <Button variant="default" onClick={() => publish.mutate(!query.data.published)} loading={publish.isPending} data-testid="publish">
                {query.data.published ? t('Jadikan draf') : t('Terbitkan')}
              </Button>
            )}
          </>
        }
      />
      {(save.error || publish.error || query.error) && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="md">
          {apiErrorMessage(save.error ?? publish.error ?? query.error, t)} {Object.values(apiFieldErrors(save.error ?? publish.error)).join(' ')}
        </Alert>
      )}
      {!isNew && query.data && (
        <Text size="sm" mb="sm" data-testid="publish-state">
          {query.data.published ? t('Status: terbit') : t('Status: draf')}
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md">
          <TestFieldsCard draft={draft} setDraft={setDraft} kinds={kinds} locked={locked} errors={errors} />
          <Title order={2} size="h4">
            {t('Soal ({{count}})', { count: draft.questions.length })}
          </Title>
          {locked && (
            <Alert color="yellow" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('Tes ini sudah dikerjakan siswa; soal tidak dapat diubah. Buat versi baru untuk mengubahnya.')}</Text>
                <Button size="xs" variant="white" onClick={() => newVersion.mutate()} loading={newVersion.isPending} data-testid="new-version">
                  {t('Buat versi baru')}
                </Button>
              </Stack>
            </Alert>
          )}
          {draft.questions.map((q, i) => (
            <QuestionEditor
              key={i}
              q={q}
              i={i}
              locked={locked}
              questionTypes={questionTypes}
              setQuestion={setQuestion}
              onRemove={() => setDraft((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }))}
            />
          ))}
          {!locked && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDraft((d) => ({ ...d, questions: [...d.questions, emptyQuestion(pointScored ? 'single' : 'likert')] }))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('Tambah soal')}
            </Button>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Preview draft={draft} opened={preview} onClose={() => setPreview(false)} />
      {!isNew && (
        <ImportDialog
          opened={importing}
          client={questionImportClient(id)}
          onClose={() => setImporting(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] })}
          hint={t('Satu baris per soal, ditambahkan setelah soal yang ada. Jawaban benar ditulis dengan huruf pilihan, misalnya B atau A,C.')}
        />
      )}
    </>
  );
}
