import { useState } from 'react';
import { Accordion, Alert, Button, Group, List, Modal, Skeleton, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileImport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VOCATIONAL_PROGRAM_LABELS, type VocationalProgram } from '@jalurkarir/shared';
import { ImportDialog } from '../../../components/crud/import-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useLang } from '../../../lib/use-lang';
import { ASSESSMENT_KEY, fetchScheme, fetchSchemes, schemeImport, updateScheme, type SchemeRow } from '../api/assessment-api';
import { inLang } from '../components/labels';
import { useTreeEditing } from '../components/tree-editing';

/** `/assessment/schemes` (Admin): certification schemes with their units, elements and criteria; import of a whole scheme. */
export function SchemesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  // A scheme's tree is read when its panel opens.
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery({ queryKey: [...ASSESSMENT_KEY, 'schemes'], queryFn: fetchSchemes });
  return (
    <>
      <PageHeader
        title={t('Skema Sertifikasi')}
        description={t('Skema, unit kompetensi, elemen dan kriteria unjuk kerja (KUK) yang dinilai asesor.')}
        actions={
          <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)} data-testid="scheme-import-open">
            {t('Impor skema')}
          </Button>
        }
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {apiErrorMessage(query.error, t)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={240} radius="md" />}
      {query.data && (
        <Accordion variant="separated" radius="md" value={open} onChange={setOpen} data-testid="schemes">
          {query.data.map((scheme) => (
            <Accordion.Item key={scheme.id} value={scheme.id} data-testid="scheme" data-code={scheme.code}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{inLang(lang, scheme.name_id, scheme.name_en)}</Text>
                    {!scheme.active && <StatusBadge tone="neutral">{t('Tidak aktif')}</StatusBadge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {scheme.code} · {t(VOCATIONAL_PROGRAM_LABELS[scheme.program as VocationalProgram] ?? scheme.program)}
                    {scheme.kkni_level ? ` · KKNI ${scheme.kkni_level}` : ''} ·{' '}
                    {t('Unit: {{units}} · KUK: {{criteria}}', { units: scheme.units, criteria: scheme.criteria })}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>{open === scheme.id && <SchemeTree scheme={scheme} />}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <ImportDialog
        opened={importing}
        client={schemeImport}
        hint={t(
          'Satu baris per kriteria unjuk kerja; kode skema, unit dan elemen diulang di setiap baris. Unit yang sudah terdaftar cukup ditulis kodenya.',
        )}
        onClose={() => setImporting(false)}
        onImported={() => void client.invalidateQueries({ queryKey: [...ASSESSMENT_KEY, 'schemes'] })}
      />
    </>
  );
}

function SchemeTree({ scheme }: { scheme: SchemeRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const tree = useTreeEditing();
  const query = useQuery({ queryKey: [...ASSESSMENT_KEY, 'scheme', scheme.id], queryFn: () => fetchScheme(scheme.id) });
  const toggle = useMutation({
    mutationFn: (active: boolean) => updateScheme({ id: scheme.id, active }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ASSESSMENT_KEY }),
  });
  if (query.isLoading) return <Skeleton h={120} />;
  if (query.isError) return <Text c="red.9">{apiErrorMessage(query.error, t)}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Switch
          label={t('Aktif (dapat dijadwalkan)')}
          checked={scheme.active}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          data-testid="scheme-active"
        />
        <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="scheme-edit">
          {t('Ubah')}
        </Button>
      </Group>
      {toggle.isError && (
        <Text c="red.9" size="sm" role="alert">
          {apiErrorMessage(toggle.error, t)}
        </Text>
      )}
      {scheme.description && <Text size="sm">{scheme.description}</Text>}
      {editing && <SchemeEditDialog scheme={scheme} onClose={() => setEditing(false)} />}
      {query.data?.units.map((unit) => (
        <div key={unit.id}>
          <Text size="sm" fw={600}>
            <Text span ff="monospace" size="xs">
              {unit.code}
            </Text>{' '}
            {inLang(lang, unit.title_id, unit.title_en)} {tree.editButton('unit', unit.id, unit.title_id, unit.title_en, unit.code)}
          </Text>
          <List size="sm" withPadding>
            {unit.elements.map((element, e) => (
              <List.Item key={element.id}>
                {e + 1}. {inLang(lang, element.title_id, element.title_en)}{' '}
                {tree.editButton('element', element.id, element.title_id, element.title_en, `${unit.code} ${e + 1}`)}
                <List size="sm" withPadding listStyleType="disc">
                  {element.criteria.map((criterion, c) => (
                    <List.Item key={criterion.id}>
                      {e + 1}.{c + 1} {inLang(lang, criterion.text_id, criterion.text_en)}{' '}
                      {tree.editButton('criterion', criterion.id, criterion.text_id, criterion.text_en, `${unit.code} ${e + 1}.${c + 1}`)}
                      {tree.deleteButton(criterion.id, `${unit.code} ${e + 1}.${c + 1}`)}
                    </List.Item>
                  ))}
                </List>
                {tree.addButton(element.id)}
              </List.Item>
            ))}
          </List>
          {tree.addElementButton(unit.id)}
        </div>
      ))}
      <Group>{tree.addUnitButton(scheme.id)}</Group>
      {tree.dialogs}
    </Stack>
  );
}

function SchemeEditDialog({ scheme, onClose }: { scheme: SchemeRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [nameId, setNameId] = useState(scheme.name_id);
  const [nameEn, setNameEn] = useState(scheme.name_en);
  const [description, setDescription] = useState(scheme.description ?? '');
  const save = useMutation({
    mutationFn: () => updateScheme({ id: scheme.id, name_id: nameId, name_en: nameEn, description: description || null }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
      onClose();
    },
  });
  const errors = apiFieldErrors(save.error);
  return (
    <Modal opened onClose={onClose} title={scheme.code} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t('Nama Skema')}
            required
            maxLength={200}
            value={nameId}
            onChange={(e) => setNameId(e.currentTarget.value)}
            error={errors.name_id}
          />
          <TextInput
            label={t('Nama Skema (Inggris)')}
            required
            maxLength={200}
            value={nameEn}
            onChange={(e) => setNameEn(e.currentTarget.value)}
            error={errors.name_en}
          />
          <Textarea
            label={t('Deskripsi')}
            maxLength={2000}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          {save.isError && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert">
              {apiErrorMessage(save.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
