import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TreePart } from '@jalurkarir/shared';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { tk } from '../../../lib/i18n';
import { ASSESSMENT_KEY, createCriterion, createElement, createUnit, deleteCriterion, updateTreeText } from '../api/assessment-api';

/** What the dialog edits: a part's wording, or a new unit of a scheme, element of a unit or criterion of an element. */
type Target =
  | { part: TreePart; id: string; textId: string; textEn: string }
  | { part: 'new-unit'; schemeId: string }
  | { part: 'new-element'; unitId: string }
  | { part: 'new-criterion'; elementId: string };

const NEW_TITLES = { 'new-unit': tk('Tambah unit kompetensi'), 'new-element': tk('Tambah elemen'), 'new-criterion': tk('Tambah KUK') };

/** The wording of one part of a scheme's tree in both languages (docs/assessment.md, "Editing a scheme"). */
function TreeTextDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const editing = 'id' in target;
  const [textId, setTextId] = useState(editing ? target.textId : '');
  const [textEn, setTextEn] = useState(editing ? target.textEn : '');
  const [code, setCode] = useState('');
  const save = useMutation({
    mutationFn: async () => {
      if (target.part === 'new-unit') await createUnit({ scheme_id: target.schemeId, code, title_id: textId, title_en: textEn });
      else if (target.part === 'new-element') await createElement({ unit_id: target.unitId, title_id: textId, title_en: textEn });
      else if (target.part === 'new-criterion') await createCriterion({ element_id: target.elementId, text_id: textId, text_en: textEn });
      else await updateTreeText({ part: target.part, id: target.id, text_id: textId, text_en: textEn });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
      onClose();
    },
  });
  const raw = apiFieldErrors(save.error);
  // The API names the wording `title_*` for units and elements and `text_*` for criteria: one pair of fields here.
  const errors: Record<string, string | undefined> = { ...raw, text_id: raw.text_id ?? raw.title_id, text_en: raw.text_en ?? raw.title_en };
  const title = editing ? t('Ubah teks') : t(NEW_TITLES[target.part]);
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('Tutup') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          {target.part === 'new-unit' && (
            <TextInput
              label={t('Kode unit')}
              description={t('Contoh: J.620100.004.02')}
              required
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={errors.code}
              data-testid="tree-unit-code"
            />
          )}
          <Textarea
            label={t('Teks (Indonesia)')}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={textId}
            onChange={(e) => setTextId(e.currentTarget.value)}
            error={errors.text_id}
            data-testid="tree-text-id"
          />
          <Textarea
            label={t('Teks (Inggris)')}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={textEn}
            onChange={(e) => setTextEn(e.currentTarget.value)}
            error={errors.text_en}
            data-testid="tree-text-en"
          />
          {save.isError && !errors.text_id && !errors.text_en && !errors.code && (
            <Alert color="red" role="alert">
              {Object.values(errors)[0] ?? apiErrorMessage(save.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Batal')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="tree-text-save">
              {t('Simpan')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The Admin's edit controls beside a unit, an element or a criterion of the scheme tree. */
export function useTreeEditing() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [target, setTarget] = useState<Target | null>(null);
  const [removing, setRemoving] = useState<{ id: string; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteCriterion(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ASSESSMENT_KEY });
      setRemoving(null);
    },
  });
  const editButton = (part: TreePart, id: string, textId: string, textEn: string, label: string) => (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={`${t('Ubah teks')}: ${label}`}
      onClick={() => setTarget({ part, id, textId, textEn })}
      data-testid={`edit-${part}`}
    >
      <IconPencil size={14} aria-hidden />
    </ActionIcon>
  );
  const addButton = (elementId: string) => (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconPlus size={12} aria-hidden />}
      onClick={() => setTarget({ part: 'new-criterion', elementId })}
      data-testid="add-criterion"
    >
      {t('Tambah KUK')}
    </Button>
  );
  const addUnitButton = (schemeId: string) => (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconPlus size={12} aria-hidden />}
      onClick={() => setTarget({ part: 'new-unit', schemeId })}
      data-testid="add-unit"
    >
      {t('Tambah unit kompetensi')}
    </Button>
  );
  const addElementButton = (unitId: string) => (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconPlus size={12} aria-hidden />}
      onClick={() => setTarget({ part: 'new-element', unitId })}
      data-testid="add-element"
    >
      {t('Tambah elemen')}
    </Button>
  );
  const deleteButton = (id: string, text: string) => (
    <ActionIcon
      variant="subtle"
      size="sm"
      color="red"
      aria-label={`${t('Hapus')}: ${text}`}
      onClick={() => setRemoving({ id, text })}
      data-testid="delete-criterion"
    >
      <IconTrash size={14} aria-hidden />
    </ActionIcon>
  );
  const dialogs = (
    <>
      {target && <TreeTextDialog target={target} onClose={() => setTarget(null)} />}
      <ConfirmDialog
        opened={!!removing}
        message={
          <>
            {removing?.text}
            {remove.isError && (
              <Alert color="red" role="alert" mt="sm">
                {Object.values(apiFieldErrors(remove.error))[0] ?? apiErrorMessage(remove.error, t)}
              </Alert>
            )}
          </>
        }
        confirmLabel={t('Hapus')}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </>
  );
  return { editButton, addButton, addUnitButton, addElementButton, deleteButton, dialogs };
}
