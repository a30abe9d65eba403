import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '@jalurkarir/shared';
import type { Row } from '../../lib/crud-client';
import { CellValue, useRegionNames, type CellDisplay } from './cell-value';
import classes from './crud.module.css';

/**
 * A row as someone who may not change it sees it: labels and values as text (options, dates,
 * regions and references in words), not a form of disabled inputs.
 */
export function CrudReadView({ fields, row, display }: { fields: readonly FieldDescriptor[]; row: Row; display?: CellDisplay }) {
  const { t } = useTranslation();
  const shown = fields.filter((f) => f.type !== 'password' && f.type !== 'image');
  const rows = [row];
  const regionNames = useRegionNames(rows, shown);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0} data-testid="read-view">
      {shown.map((field) => (
        <div key={field.name} data-testid={`read-${field.name}`} style={field.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {t(field.label)}
          </Text>
          <Text component="dd" m={0} mt={2} className={classes.cellText} style={field.type === 'textarea' ? { whiteSpace: 'pre-line' } : undefined}>
            {display?.flags?.includes(field.name) && !row[field.name] ? (
              t('Tidak')
            ) : (
              <CellValue field={field} row={row} regionNames={regionNames} display={display} />
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
