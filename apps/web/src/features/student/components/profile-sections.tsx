import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Card,
  CloseButton,
  Drawer,
  FileButton,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCertificate, IconPencil, IconPlus, IconRosetteDiscountCheck, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS, studentPersonalFields, type FieldDescriptor, type StudentPersonal } from '@jalurkarir/shared';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { InfoList } from '../../../components/info-list';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/text';
import { useLang } from '../../../lib/use-lang';
import {
  STUDENT_PROFILE_KEY,
  createRecord,
  deleteRecord,
  fetchSkillSuggestions,
  openCertificate,
  updateOwnProfile,
  updateRecord,
  updateStudentPersonal,
  uploadCertificate,
  type FullProfile,
} from '../api/profile-api';
import { SECTIONS, addressOf, optionLabel, recordLines, type SectionDef } from './sections';
import type { ProfileSchemaKey } from './profile-schemas';
import type { CrudFormProps } from '../../../components/crud/crud-form';

type Row = Record<string, unknown> & { id: string };

// The form (its inputs, date picker, number input and its schema, zod with it) loads when a drawer
// first opens: most visits read the profile, and a phone need not download and compile the editor
// to show it.
type ProfileFormProps = Omit<CrudFormProps, 'schema'> & { schema: ProfileSchemaKey };
const ProfileForm = lazy(async () => {
  const [{ CrudForm }, { profileSchema }] = await Promise.all([import('../../../components/crud/crud-form'), import('./profile-schemas')]);
  return { default: ({ schema, ...props }: ProfileFormProps) => <CrudForm {...props} schema={profileSchema(schema)} /> };
});
const formLoading = <Skeleton h={320} radius="md" />;
// A closed list stays out of the page: Mantine keeps it mounted by default and places it on mount,
// work a phone does for every select before the profile can answer.
const CLOSED_UNMOUNTED = { keepMounted: false };

/**
 * How the profile is shown: `own` (the student edits everything), `school` (the school admin edits
 * the records of a student of their school; the personal section is theirs on md-student), `read`.
 */
export type ProfileMode = 'own' | 'school' | 'read';

interface Editing {
  section: SectionDef;
  row?: Row;
}

/** The profile's cards: personal data, languages, each repeated section, skills. */
export function ProfileSections({ profile, mode }: { profile: FullProfile; mode: ProfileMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEditRecords = mode !== 'read';
  const ownerId = profile.student.id;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ model: string; id: string; name: string } | null>(null);
  const [personalOpen, setPersonalOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEY });

  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      if (!editing) return;
      const { section, row } = editing;
      if (row) await updateRecord(section.model, row.id, body);
      else await createRecord(section.model, mode === 'own' ? body : { ...body, user_id: ownerId });
    },
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async () => {
      if (removing) await deleteRecord(removing.model, removing.id);
    },
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
  });
  // The student writes their own personal section; the school writes it for them (same fields and checks).
  const writePersonal = async (body: Record<string, unknown>): Promise<void> => {
    await (mode === 'own' ? updateOwnProfile(body) : updateStudentPersonal(ownerId, body));
  };
  const savePersonal = useMutation({
    mutationFn: writePersonal,
    onSuccess: async () => {
      setPersonalOpen(false);
      await refresh();
    },
  });

  return (
    <Stack gap="md">
      <PersonalCard profile={profile} editable={mode !== 'read'} onEdit={() => setPersonalOpen(true)} />
      {(mode !== 'read' || profile.personal.languages.length > 0) && (
        <LanguagesCard personal={profile.personal} write={mode === 'read' ? null : writePersonal} onChanged={refresh} />
      )}
      {SECTIONS.map((section) => (
        <RecordSectionCard
          key={section.key}
          section={section}
          rows={section.rows(profile)}
          editable={canEditRecords}
          onEdit={(row) => setEditing({ section, row })}
          onRemove={setRemoving}
          onChanged={refresh}
        />
      ))}
      <SkillsCard profile={profile} editable={canEditRecords} ownerId={mode === 'own' ? null : ownerId} onChanged={refresh} onRemove={setRemoving} />

      <Drawer
        opened={!!editing}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing ? t(editing.row ? 'Ubah Data' : editing.section.addLabel) : ''}
        closeButtonProps={{ 'aria-label': t('Tutup') }}
      >
        {editing && (
          <Suspense fallback={formLoading}>
            <ProfileForm
              key={`${editing.section.key}-${editing.row?.id ?? 'new'}`}
              fields={editing.section.fields}
              mode={editing.row ? 'update' : 'create'}
              row={editing.row}
              schema={{ model: editing.section.model, mode: editing.row ? 'update' : 'create' }}
              submitting={save.isPending}
              error={save.error}
              onSubmit={(body) => save.mutate(body)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        )}
      </Drawer>
      <Drawer
        opened={personalOpen}
        onClose={() => setPersonalOpen(false)}
        position="right"
        size="lg"
        title={t('Ubah Data Pribadi')}
        closeButtonProps={{ 'aria-label': t('Tutup') }}
      >
        {personalOpen && (
          <Suspense fallback={formLoading}>
            <ProfileForm
              fields={studentPersonalFields}
              mode="update"
              row={{ ...profile.personal, phone: profile.student.phone }}
              schema={{ personal: mode === 'own' ? 'own' : 'school' }}
              submitting={savePersonal.isPending}
              error={savePersonal.error}
              onSubmit={(body) => savePersonal.mutate(body)}
              onCancel={() => setPersonalOpen(false)}
            />
          </Suspense>
        )}
      </Drawer>
      <ConfirmDialog
        opened={!!removing}
        message={removing ? `${t('Data ini akan dihapus:')} ${removing.name}` : ''}
        confirmLabel={t('Hapus')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

type Removing = { model: string; id: string; name: string };

/** One repeated section (education, experience, …): its records, with add, edit and delete when editable. */
function RecordSectionCard({
  section,
  rows,
  editable,
  onEdit,
  onRemove,
  onChanged,
}: {
  section: SectionDef;
  rows: Row[];
  editable: boolean;
  onEdit: (row?: Row) => void;
  onRemove: (removing: Removing) => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const date = (v: unknown) => (typeof v === 'string' ? formatDate(v, lang) : '');
  const label = (name: string, value: unknown) => {
    const phrase = optionLabel(section.fields, name, value);
    return phrase ? t(phrase) : null;
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" id={`section-${section.key}`} aria-labelledby={`title-${section.key}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id={`title-${section.key}`}>
          {t(section.title)}
        </Title>
        {editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onEdit()}
            data-testid={`add-${section.key}`}
          >
            {t(section.addLabel)}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(section.empty)}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => {
            const lines = recordLines(section.key, row, label, date);
            // A PKL the company supervised and evaluated is the company's word, not the student's: no edit or delete.
            const verifiedBy = typeof row.verified_by_company_name === 'string' ? row.verified_by_company_name : null;
            return (
              <Group key={row.id} component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-testid={`row-${section.key}`}>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {lines.title}
                    {section.key === 'relations' && row.is_guardian === true && (
                      <Badge ml="xs" size="sm" variant="light">
                        {t('Wali Siswa')}
                      </Badge>
                    )}
                  </Text>
                  {verifiedBy && <VerifiedBadge company={verifiedBy} />}
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {lines.subtitle.filter(Boolean).join(' · ')}
                  </Text>
                  {lines.body && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {lines.body}
                    </Text>
                  )}
                  {section.key === 'courses' && <CertificateActions row={row} editable={editable} onChanged={onChanged} />}
                </Stack>
                {editable && !verifiedBy && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`${t('Ubah')} ${lines.title}`} onClick={() => onEdit(row)}>
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={`${t('Hapus')} ${lines.title}`}
                      onClick={() => onRemove({ model: section.model, id: row.id, name: lines.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

/** "Terverifikasi oleh PT …": the record comes from a PKL the company validated and evaluated (docs/pkl.md). */
function VerifiedBadge({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone="success"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      data-testid="verified-experience"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    >
      {t('Terverifikasi oleh {{company}}', { company })}
    </StatusBadge>
  );
}

function fieldLabel(fields: readonly FieldDescriptor[], name: string) {
  return fields.find((f) => f.name === name)?.label ?? name;
}

/** Personal data (the school record is shown as it is; the student edits the rest in a drawer). */
function PersonalCard({ profile, editable, onEdit }: { profile: FullProfile; editable: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = profile.personal;
  const option = (name: string, value: unknown) => {
    const phrase = optionLabel(studentPersonalFields, name, value);
    return phrase ? t(phrase) : null;
  };
  const label = (name: string) => t(fieldLabel(studentPersonalFields, name));
  const place = [p.birth_place, p.birth_date ? formatDate(p.birth_date, lang) : ''].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="section-personal" aria-labelledby="title-personal">
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id="title-personal">
          {t('Data Pribadi')}
        </Title>
        {editable && (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} data-testid="edit-personal">
            {t('Ubah')}
          </Button>
        )}
      </Group>
      {p.about_me && (
        <Text mb="md" style={{ overflowWrap: 'anywhere' }} data-testid="about-me">
          {p.about_me}
        </Text>
      )}
      <InfoList
        items={[
          { label: t('Tempat, Tanggal Lahir'), value: place },
          { label: label('gender'), value: option('gender', p.gender) },
          { label: label('religion'), value: option('religion', p.religion) },
          { label: label('marital_status'), value: option('marital_status', p.marital_status) },
          { label: label('citizenship'), value: option('citizenship', p.citizenship) },
          { label: label('phone'), value: profile.student.phone },
          {
            label: t('Tinggi / Berat Badan'),
            value: [p.height_cm ? `${p.height_cm} cm` : '', p.weight_kg ? `${p.weight_kg} kg` : ''].filter(Boolean).join(' / '),
          },
          { label: label('hobby'), value: p.hobby },
          { label: label('address'), value: addressOf(profile) },
          {
            label: label('willing_to_relocate'),
            value: p.willing_to_relocate === null ? null : p.willing_to_relocate ? t('Ya') : t('Tidak'),
          },
        ]}
      />
    </Card>
  );
}

/** Languages spoken with a level: added and removed here, saved with the personal section (read only without `write`). */
function LanguagesCard({
  personal,
  write,
  onChanged,
}: {
  personal: StudentPersonal;
  write: ((body: Record<string, unknown>) => Promise<unknown>) | null;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState('');
  const [level, setLevel] = useState<string | null>('intermediate');
  const save = useMutation({
    mutationFn: async (languages: StudentPersonal['languages']) => write?.({ languages }),
    onSuccess: async () => {
      setLanguage('');
      await onChanged();
    },
  });
  const add = () => {
    const name = language.trim();
    if (!name || !level) return;
    save.mutate([
      ...personal.languages.filter((l) => l.language !== name),
      { language: name, level: level as StudentPersonal['languages'][number]['level'] },
    ]);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="section-languages" aria-labelledby="title-languages">
      <Title order={2} size="h4" id="title-languages" mb="sm">
        {t('Bahasa yang Dikuasai')}
      </Title>
      <Group gap="xs" mb="sm">
        {personal.languages.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('Belum ada bahasa.')}
          </Text>
        )}
        {personal.languages.map((l) => (
          <Badge
            key={l.language}
            variant="light"
            size="lg"
            rightSection={
              write && (
                <CloseButton
                  size="xs"
                  aria-label={`${t('Hapus')} ${l.language}`}
                  onClick={() => save.mutate(personal.languages.filter((x) => x.language !== l.language))}
                />
              )
            }
          >
            {l.language} · {t(LANGUAGE_LEVEL_LABELS[l.level])}
          </Badge>
        ))}
      </Group>
      {write && (
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('Bahasa')}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value)}
            maxLength={40}
            style={{ flex: '1 1 140px' }}
            data-testid="language-name"
          />
          <Select
            label={t('Tingkat')}
            data={LANGUAGE_LEVELS.map((value) => ({ value, label: t(LANGUAGE_LEVEL_LABELS[value]) }))}
            value={level}
            onChange={setLevel}
            allowDeselect={false}
            comboboxProps={CLOSED_UNMOUNTED}
            style={{ flex: '1 1 120px' }}
          />
          <Button onClick={add} loading={save.isPending} disabled={!language.trim()} data-testid="language-add">
            {t('Tambah')}
          </Button>
        </Group>
      )}
      {save.isError && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {apiErrorMessage(save.error, t)}
        </Text>
      )}
    </Card>
  );
}

/** Skills as tags: suggestions from the shared vocabulary; each tag is one record. */
function SkillsCard({
  profile,
  editable,
  ownerId,
  onChanged,
  onRemove,
}: {
  profile: FullProfile;
  editable: boolean;
  ownerId: string | null;
  onChanged: () => Promise<unknown>;
  onRemove: (target: { model: string; id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [search, setSearch] = useState('');
  // The vocabulary is asked for once the student goes to the field, not with every visit of the profile.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(value), 250);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery({
    queryKey: [...STUDENT_PROFILE_KEY, 'skills', search],
    queryFn: () => fetchSkillSuggestions(search),
    enabled: editable && ownerId === null && used,
    staleTime: 60_000,
  });
  const have = new Set(profile.skills.map((s) => s.name.toLocaleLowerCase('id')));
  const add = useMutation({
    mutationFn: (name: string) => createRecord('student-skill', ownerId ? { name, user_id: ownerId } : { name }),
    onSuccess: async () => {
      setValue('');
      await onChanged();
    },
  });
  const submit = (name: string) => {
    const clean = name.trim();
    if (clean && !have.has(clean.toLocaleLowerCase('id'))) add.mutate(clean);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="section-skills" aria-labelledby="title-skills">
      <Title order={2} size="h4" id="title-skills" mb="sm">
        {t('Keterampilan')}
      </Title>
      <Group gap="xs" mb={editable ? 'sm' : 0} data-testid="skills">
        {profile.skills.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('Belum ada keterampilan.')}
          </Text>
        )}
        {profile.skills.map((s) => (
          <Badge
            key={s.id}
            variant="light"
            size="lg"
            rightSection={
              editable ? (
                <CloseButton
                  size="xs"
                  aria-label={`${t('Hapus')} ${s.name}`}
                  onClick={() => onRemove({ model: 'student-skill', id: s.id, name: s.name })}
                />
              ) : undefined
            }
          >
            {s.name}
          </Badge>
        ))}
      </Group>
      {editable && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(value);
          }}
        >
          <Group gap="xs" align="flex-end">
            <Autocomplete
              label={t('Tambah keterampilan')}
              placeholder={t('Ketik atau pilih saran')}
              data={(suggestions.data ?? []).filter((s) => !have.has(s.toLocaleLowerCase('id')))}
              value={value}
              onChange={setValue}
              onOptionSubmit={(option) => submit(option)}
              onFocus={() => setUsed(true)}
              maxLength={60}
              limit={12}
              comboboxProps={CLOSED_UNMOUNTED}
              style={{ flex: '1 1 180px' }}
              data-testid="skill-input"
            />
            <Button type="submit" loading={add.isPending} disabled={!value.trim()} data-testid="skill-add">
              {t('Tambah')}
            </Button>
          </Group>
          {add.isError && (
            <Text c="red.8" size="sm" mt="xs" role="alert">
              {apiErrorMessage(add.error, t)}
            </Text>
          )}
        </form>
      )}
    </Card>
  );
}

/** A course's certificate scan: open it; upload or replace it (JPG, PNG or WebP, at most 2 MB). */
function CertificateActions({ row, editable, onChanged }: { row: Row; editable: boolean; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const upload = useMutation({ mutationFn: (file: File) => uploadCertificate(row.id, file), onSuccess: () => onChanged() });
  return (
    <Group gap="xs" mt={4}>
      {row.has_certificate === true && (
        <Anchor component="button" type="button" size="sm" onClick={() => void openCertificate(row.id)}>
          <Group gap={4} component="span">
            <IconCertificate size={16} aria-hidden />
            {t('Lihat Sertifikat')}
          </Group>
        </Anchor>
      )}
      {editable && (
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} size="compact-sm" variant="subtle" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
              {row.has_certificate === true ? t('Ganti Sertifikat') : t('Unggah Sertifikat')}
            </Button>
          )}
        </FileButton>
      )}
      {upload.isError && (
        <Text c="red.8" size="sm" role="alert">
          {apiErrorMessage(upload.error, t)}
        </Text>
      )}
    </Group>
  );
}
