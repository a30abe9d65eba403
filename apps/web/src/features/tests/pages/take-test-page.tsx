import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Image, Radio, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconClock, IconFlag, IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { BilingualText, UntranslatedNote } from '../../../components/bilingual-text';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { anyUntranslated, textIn } from '../../../lib/bilingual';
import { attemptQuery, TESTS_KEY, type AttemptQuestion, type AttemptView } from '../api/tests-api';
import type { QueuedAnswer } from '../answer-queue';
import { flagsKey, forgetAttempt, positionKey, readJson, writeJson } from '../attempt-storage';
import { useAnswerSync } from '../use-answer-sync';
import { useTimeLeft, useTimeUp } from '../use-deadline';
import { clock } from '../components/labels';
import { RunnerSkeleton } from '../components/runner-skeleton';
import classes from './take-test-page.module.css';

const answered = (a: QueuedAnswer | undefined) => !!a && ((a.option_ids?.length ?? 0) > 0 || (a.likert ?? 0) > 0);
export const resultPathOf = (view: Pick<AttemptView, 'attempt' | 'test'>) =>
  `${view.test.kind === 'personality' ? '/personality-test-history' : '/student-test-history'}/${view.attempt.id}`;

function QuestionInput({
  question,
  view,
  value,
  onChange,
  error,
}: {
  question: AttemptQuestion;
  view: AttemptView;
  value: QueuedAnswer | undefined;
  onChange: (v: { option_ids?: string[]; likert?: number }) => void;
  error?: string;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  // One note for the question and its options when any of them has no English.
  const label = (
    <>
      <BilingualText id={question.text_id} en={question.text_en} note={false} />
      <UntranslatedNote shown={anyUntranslated(lang, [question, ...question.options])} />
    </>
  );
  if (question.type === 'multiple')
    return (
      <Checkbox.Group
        label={label}
        description={t('Pilih semua jawaban yang benar.')}
        value={value?.option_ids ?? []}
        onChange={(ids) => onChange({ option_ids: ids })}
        error={error}
        classNames={{ label: classes.questionText }}
      >
        <Stack gap="xs" mt="sm">
          {question.options.map((o) => (
            <Checkbox
              key={o.id}
              value={o.id}
              label={<BilingualText id={o.text_id} en={o.text_en} note={false} />}
              classNames={{ root: classes.choice }}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  const choices =
    question.type === 'likert'
      ? view.test.likert_labels.map((l, i) => ({ value: String(i + 1), label: `${i + 1} · ${lang === 'en' ? l.en : l.id}` }))
      : question.options.map((o) => ({ value: o.id, label: <BilingualText id={o.text_id} en={o.text_en} note={false} /> }));
  const current = question.type === 'likert' ? (value?.likert ? String(value.likert) : null) : (value?.option_ids?.[0] ?? null);
  return (
    <Radio.Group
      label={label}
      value={current}
      onChange={(v) => onChange(question.type === 'likert' ? { likert: Number(v) } : { option_ids: [v] })}
      error={error}
      classNames={{ label: classes.questionText }}
    >
      <Stack gap="xs" mt="sm">
        {choices.map((c) => (
          <Radio key={c.value} value={c.value} label={c.label} classNames={{ root: classes.choice }} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The time left as the server counts it, red in the last minute: the only part that renders every second. */
function Countdown({ deadline, offset }: { deadline: number; offset: number }) {
  const { t } = useTranslation();
  const remaining = useTimeLeft(deadline, offset);
  return (
    <StatusBadge size="lg" tone={remaining < 60_000 ? 'danger' : 'info'} leftSection={<IconClock size={14} aria-hidden />}>
      <span role="timer" aria-label={t('Sisa waktu')} data-testid="countdown">
        {clock(remaining)}
      </span>
    </StatusBadge>
  );
}

/** Offline, saving, time up, or a failure the student should see. */
function RunnerNotices({ offline, saving, timeUp, fatal }: { offline: boolean; saving: boolean; timeUp: boolean; fatal: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {offline && (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} mb="md" role="status" data-testid="offline-notice">
          {t('Tidak ada koneksi. Jawaban Anda disimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali.')}
        </Alert>
      )}
      {/* Always there, one line high: the question card below must not move while a tap is on its
          way to "Berikutnya" (it jumped when the line came and went with every save). */}
      <Text size="xs" c="dimmed" mb="xs" role="status" className={classes.savingLine}>
        {!offline && saving ? t('Menyimpan jawaban…') : null}
      </Text>
      {timeUp && (
        <Alert color="orange" icon={<IconClock size={18} aria-hidden />} mb="md" role="alert">
          {t('Waktu habis. Tes dikumpulkan otomatis oleh server.')}
        </Alert>
      )}
      {fatal && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} mb="md" role="alert">
          {fatal}
        </Alert>
      )}
    </>
  );
}

/** How many questions are still open, with a way to the next one (shown when "Kumpulkan" finds some). */
function MissingNotice({ count, onNext }: { count: number; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} mb="md" role="alert" data-testid="missing-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('Soal belum dijawab: {{n}}', { n: count })}</Text>
        <Button size="xs" variant="white" color="orange.9" onClick={onNext}>
          {t('Ke soal yang belum dijawab')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Every question as a numbered button showing whether it is answered or flagged, and the submit button. */
function QuestionNavigator({
  questions,
  index,
  onGo,
  stateOf,
  errors,
  answeredCount,
  onSubmit,
  submitting,
  timeUp,
}: {
  questions: AttemptQuestion[];
  index: number;
  onGo: (index: number) => void;
  stateOf: (question: AttemptQuestion) => 'flagged' | 'answered' | 'unanswered';
  errors: Record<string, string>;
  answeredCount: number;
  onSubmit: () => void;
  submitting: boolean;
  timeUp: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="nav" aria-label={t('Navigasi soal')}>
      <Text size="sm" mb="xs">
        {t('{{answered}} dari {{total}} terjawab', { answered: answeredCount, total: questions.length })}
      </Text>
      <SimpleGrid cols={{ base: 6, sm: 8, md: 5 }} spacing={6}>
        {questions.map((q, i) => {
          const state = stateOf(q);
          const stateLabel = state === 'flagged' ? t('ditandai') : state === 'answered' ? t('terjawab') : t('belum terjawab');
          return (
            <UnstyledButton
              key={q.id}
              className={classes.navItem}
              data-state={state}
              data-error={errors[q.id] ? true : undefined}
              aria-current={i === index ? 'step' : undefined}
              aria-label={t('Soal {{n}}: {{state}}', { n: i + 1, state: stateLabel })}
              onClick={() => onGo(i)}
            >
              {i + 1}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Button mt="md" fullWidth onClick={onSubmit} loading={submitting} disabled={timeUp}>
        {t('Kumpulkan')}
      </Button>
    </Card>
  );
}

/** The question on screen: its number, the flag, its image and answer input, and the way to the next one or to submit. */
function QuestionCard({
  question,
  view,
  index,
  total,
  flagged,
  onFlag,
  value,
  onChange,
  error,
  onStep,
  onSubmit,
  submitting,
  timeUp,
}: {
  question: AttemptQuestion;
  view: AttemptView;
  index: number;
  total: number;
  flagged: boolean;
  onFlag: () => void;
  value: QueuedAnswer | undefined;
  onChange: (value: { option_ids?: string[]; likert?: number }) => void;
  error: string | undefined;
  onStep: (delta: number) => void;
  onSubmit: () => void;
  submitting: boolean;
  timeUp: boolean;
}) {
  const { t } = useTranslation();
  // A new question starts at its top, with focus on its heading (a phone does not stay scrolled to the buttons).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstIndex = useRef(true);
  useEffect(() => {
    if (firstIndex.current) {
      firstIndex.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [index]);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="question-heading"
      data-testid="question-card"
      className={classes.questionCard}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="question-heading" ref={headingRef} tabIndex={-1}>
            {t('Soal {{n}} dari {{total}}', { n: index + 1, total })}
          </Title>
          <Button
            variant={flagged ? 'filled' : 'default'}
            color={flagged ? 'orange.9' : undefined}
            size="xs"
            leftSection={<IconFlag size={14} aria-hidden />}
            aria-pressed={flagged}
            onClick={onFlag}
          >
            {flagged ? t('Ditandai') : t('Tandai')}
          </Button>
        </Group>
        {question.image_url && <Image src={question.image_url} alt="" radius="sm" maw={480} />}
        <QuestionInput key={question.id} question={question} view={view} value={value} onChange={onChange} error={error} />
        <Group justify="space-between">
          <Button variant="default" disabled={index === 0} onClick={() => onStep(-1)}>
            {t('Sebelumnya')}
          </Button>
          {index < total - 1 ? (
            <Button onClick={() => onStep(1)}>{t('Berikutnya')}</Button>
          ) : (
            <Button onClick={onSubmit} loading={submitting} disabled={timeUp}>
              {t('Kumpulkan')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Runner({ view, receivedAt }: { view: AttemptView; receivedAt: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attemptId = view.attempt.id;
  const questions = view.questions;
  // Server time offset: the countdown follows the server's clock, not the phone's.
  const offset = Date.parse(view.server_time) - receivedAt;
  const deadline = Date.parse(view.attempt.deadline);

  const finish = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [...TESTS_KEY] });
    forgetAttempt(attemptId);
    navigate(resultPathOf(view), { replace: true });
  }, [attemptId, navigate, queryClient, view]);
  const { answers, saving, offline, fatal, submitting, choose, submit } = useAnswerSync(view, finish);
  const [flags, setFlags] = useState<string[]>(() => readJson(flagsKey(attemptId), []));
  const [index, setIndex] = useState(() => Math.min(readJson(positionKey(attemptId), view.attempt.current_question), questions.length - 1));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  useEffect(() => writeJson(flagsKey(attemptId), flags), [attemptId, flags]);
  useEffect(() => writeJson(positionKey(attemptId), index), [attemptId, index]);

  // After the deadline and the grace, the server has submitted: show the result.
  const timeUp = useTimeUp(deadline, offset, view.grace_ms + 2000, finish);

  const question = questions[index];
  const missing = useMemo(() => questions.filter((q) => !answered(answers[q.id])), [questions, answers]);
  const onChoose = (q: AttemptQuestion, value: { option_ids?: string[]; likert?: number }) => {
    choose(q.id, value);
    setErrors(({ [q.id]: _fixed, ...rest }) => rest);
  };
  // The next unanswered question after the one on screen, going round to the first.
  const goToMissing = () => {
    const open = questions.flatMap((q, i) => (missing.includes(q) ? [i] : []));
    const next = open.find((i) => i > index) ?? open[0];
    if (next !== undefined) setIndex(next);
  };
  // Every question needs an answer: the missing ones are marked and counted, the first is shown;
  // with all answered, the student confirms (an attempt cannot be changed once submitted).
  const onSubmit = () => {
    const required = t('Jawaban tidak boleh kosong');
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((q) => [q.id, required])));
      const first = questions.findIndex((q) => q.id === missing[0]?.id);
      if (first >= 0) setIndex(first);
      return;
    }
    setConfirming(true);
  };
  const missingMarked = missing.filter((q) => errors[q.id]).length;

  if (!question) return null;
  const flagged = flags.includes(question.id);
  const name = textIn(lang, view.test.name_id, view.test.name_en);
  return (
    <>
      <PageHeader
        title={name.text}
        description={
          <>
            {textIn(lang, view.test.instructions_id, view.test.instructions_en).text}
            <UntranslatedNote shown={name.untranslated} />
          </>
        }
        actions={<Countdown deadline={deadline} offset={offset} />}
      />
      <RunnerNotices offline={offline} saving={saving} timeUp={timeUp} fatal={fatal} />
      {missingMarked > 0 && <MissingNotice count={missing.length} onNext={goToMissing} />}
      <ConfirmDialog
        opened={confirming}
        message={t('Semua soal sudah dijawab. Jawaban tidak dapat diubah setelah dikumpulkan.')}
        confirmLabel={t('Kumpulkan')}
        tone="primary"
        loading={submitting}
        onConfirm={() => {
          setConfirming(false);
          void submit(setErrors);
        }}
        onClose={() => setConfirming(false)}
      />
      <div className={classes.layout}>
        <QuestionCard
          question={question}
          view={view}
          index={index}
          total={questions.length}
          flagged={flagged}
          onFlag={() => setFlags((f) => (flagged ? f.filter((x) => x !== question.id) : [...f, question.id]))}
          value={answers[question.id]}
          onChange={(v) => onChoose(question, v)}
          error={errors[question.id]}
          onStep={(delta) => setIndex((i) => i + delta)}
          onSubmit={onSubmit}
          submitting={submitting}
          timeUp={timeUp}
        />
        <QuestionNavigator
          questions={questions}
          index={index}
          onGo={setIndex}
          stateOf={(q) => (flags.includes(q.id) ? 'flagged' : answered(answers[q.id]) ? 'answered' : 'unanswered')}
          errors={errors}
          answeredCount={questions.length - missing.length}
          onSubmit={onSubmit}
          submitting={submitting}
          timeUp={timeUp}
        />
      </div>
    </>
  );
}

/** Taking a test: one question per screen, the navigator, autosave on every choice, the server's countdown. */
export function TakeTestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    ...attemptQuery(id),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  // The runner is some hundred elements (the question, its choices, a button per question): rendered
  // as a deferred update, React builds it in slices between which a slow phone stays responsive,
  // instead of one long task when the attempt arrives.
  const view = useDeferredValue(query.data);
  if (query.error)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {apiErrorMessage(query.error, t)}
      </Alert>
    );
  if (!view) return <RunnerSkeleton />;
  if (view.attempt.status === 'submitted') return <Navigate to={resultPathOf(view)} replace />;
  return <Runner view={view} receivedAt={query.dataUpdatedAt} />;
}
