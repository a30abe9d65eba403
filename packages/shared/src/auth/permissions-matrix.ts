import {
  ACCOUNT_FIELD_WRITERS,
  CRUD_ACTIONS,
  DOMAIN_ACTIONS,
  MODELS,
  PERMISSIONS,
  PERMISSION_MODELS,
  SCOPES,
  cellScope,
  type Cell,
} from './permissions.js';
import { ROLES, VERIFIABLE_ROLES, type Role } from './roles.js';

/** Where the rendered matrix is committed, from the repository root. */
export const PERMISSIONS_MATRIX_FILE = 'docs/permissions-matrix.md';

const PRINCIPALS = [...ROLES, 'anonymous'] as const;
/** A student awaiting verification, a company's PKL supervisor account: a column only in the few models that grant them anything. */
const SOMETIMES = ['siswa_unverified', 'pembimbing_industri'] as const;
const REFUSED = '·';

/**
 * The actions a model's table shows: every CRUD action of a generic model (its routes exist whether
 * granted or not), the CRUD actions granted on a model with routes of its own, and every domain action.
 */
function actionsOf(model: (typeof PERMISSION_MODELS)[number]): string[] {
  const granted = new Set(Object.values(PERMISSIONS[model]).flatMap((cells) => Object.keys(cells ?? {})));
  const crud = (MODELS as readonly string[]).includes(model) ? [...CRUD_ACTIONS] : CRUD_ACTIONS.filter((a) => granted.has(a));
  return [...crud, ...DOMAIN_ACTIONS[model]];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

function modelTable(model: (typeof PERMISSION_MODELS)[number]): string[] {
  const columns = [...PRINCIPALS, ...SOMETIMES.filter((p) => PERMISSIONS[model][p] !== undefined)];
  const lines = [`### ${model}`, '', row(['action', ...columns]), row(['---', ...columns.map(() => '---')])];
  for (const action of actionsOf(model)) {
    // Built from the parts of the table, so the lookup is the one the API's hook makes.
    const cell = { model, action } as Cell;
    lines.push(row([action, ...columns.map((p) => cellScope(p, cell) ?? REFUSED)]));
  }
  return [...lines, ''];
}

function accountFieldTables(): string[] {
  const writers = Object.entries(ACCOUNT_FIELD_WRITERS).map(([field, who]) => row([field, (who as readonly string[]).join(', ')]));
  const verifiers = ROLES.map((role) => row([role, (VERIFIABLE_ROLES[role as Role] ?? []).join(', ') || REFUSED]));
  return [
    '## Fields of another person’s account',
    '',
    'Who may change these fields of someone else’s account (`ACCOUNT_FIELD_WRITERS`; on create, whoever',
    'may create the account gives it an e-mail and a role, but only these choose a password):',
    '',
    row(['field', 'writers']),
    row(['---', '---']),
    ...writers,
    '',
    'Which account roles each role may verify (`VERIFIABLE_ROLES`, roles.ts):',
    '',
    row(['verifier', 'roles it verifies']),
    row(['---', '---']),
    ...verifiers,
    '',
  ];
}

/** The permission table as Markdown: one table per model (action × principal → scope), then the account-field rules. */
export function renderPermissionsMatrix(): string {
  return [
    '# Permission matrix',
    '',
    '<!-- Generated from packages/shared/src/auth/permissions.ts by `npm run permissions:matrix`. Do not edit by hand. -->',
    '',
    'Every cell of the permission table: per model, each action (row) and principal (column) with the',
    `scope it is granted, or \`${REFUSED}\` when refused. \`anonymous\` is a visitor or an unverified account;`,
    "`siswa_unverified` a student awaiting verification, `pembimbing_industri` a company's PKL supervisor account",
    '(each a column only where it is granted something).',
    'A change of the table changes this file, so it shows in review; `permissions-matrix.test.ts` fails',
    'until the file is regenerated. Scopes are described in permissions.ts; the sensitive cells have',
    'hand-written rules in apps/api/test/sensitive-cells.test.ts.',
    '',
    `Scopes: ${SCOPES.map((s) => `\`${s}\``).join(', ')}.`,
    '',
    '## Models',
    '',
    ...PERMISSION_MODELS.flatMap(modelTable),
    ...accountFieldTables(),
  ].join('\n');
}
