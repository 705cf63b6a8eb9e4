/**
 * Writes the supabase-js `Database` type of one schema by reading the Postgres catalogs of a
 * migrated database. Pure: give it a connected `pg` client, get the file's text back, so the
 * drift test can compare it with the committed file without touching the disk.
 *
 * The shape follows `supabase gen types typescript` (Tables Row/Insert/Update/Relationships,
 * Views, Functions Args/Returns, Enums, CompositeTypes), which is what supabase-js reads.
 */
import type { ClientBase } from 'pg'

export interface TypegenOptions {
  schema?: string
  /** PostgREST major version the types are for (supabase-js enables 13+ features from it). */
  postgrestVersion?: string
}

interface PgType {
  oid: number
  name: string
  schema: string
  typtype: string
  category: string
  elem: number
  base: number
  relid: number
  notnull: boolean
}
interface Relation {
  oid: number
  name: string
  kind: string
  insertable: boolean
  updatable: boolean
}
interface Column {
  relid: number
  name: string
  num: number
  type: number
  notnull: boolean
  hasDefault: boolean
  identity: string
  generated: string
}
interface ForeignKey {
  name: string
  relid: number
  refRelid: number
  refName: string
  refSchema: string
  columns: number[]
  refColumns: number[]
}
interface FnRow {
  name: string
  returnType: number
  returnsSet: boolean
  inTypes: number[]
  allTypes: number[] | null
  modes: string[] | null
  argNames: string[] | null
  nDefaults: number
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money'])
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'citext',
  'tsvector',
  'tsquery',
  'xml',
  'bit',
  'varbit',
  'regclass',
  'regproc',
  'regtype',
  'ltree',
])

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const key = (name: string) => (IDENT.test(name) ? name : JSON.stringify(name))
const str = (name: string) => JSON.stringify(name)
/** `T[]`, with parentheses when T is a union written at the top level. */
const arrayOf = (t: string) => (!t.startsWith('{') && /[|&]/.test(t) ? `(${t})[]` : `${t}[]`)
const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

/** pg returns int2vector/oidvector/arrays as JS arrays with the `pg` parsers configured here. */
const toNumbers = (v: unknown): number[] =>
  Array.isArray(v)
    ? v.map(Number)
    : typeof v === 'string' && v.trim() !== ''
      ? v.replace(/[{}]/g, '').split(/[ ,]/).map(Number)
      : []
const toStrings = (v: unknown): string[] | null =>
  v === null || v === undefined
    ? null
    : Array.isArray(v)
      ? v.map(String)
      : String(v)
          .replace(/^\{|\}$/g, '')
          .split(',')
          .map((s) => s.replace(/^"|"$/g, ''))

export async function generateDatabaseTypes(
  db: ClientBase,
  options: TypegenOptions = {},
): Promise<string> {
  const schema = options.schema ?? 'public'
  const postgrestVersion = options.postgrestVersion ?? '12'

  const types = new Map<number, PgType>()
  for (const t of (
    await db.query(`
      select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype, t.typcategory as category,
             t.typelem::int as elem, t.typbasetype::int as base, t.typrelid::int as relid, t.typnotnull as notnull
      from pg_type t join pg_namespace n on n.oid = t.typnamespace`)
  ).rows as PgType[]) {
    types.set(t.oid, t)
  }

  const enumRows = (
    await db.query(
      `select t.oid::int as oid, t.typname as name, n.nspname as schema, e.enumlabel as label
       from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
       order by t.typname, e.enumsortorder`,
    )
  ).rows as { oid: number; name: string; schema: string; label: string }[]
  const enumLabels = new Map<number, string[]>()
  for (const r of enumRows) enumLabels.set(r.oid, [...(enumLabels.get(r.oid) ?? []), r.label])

  // Tables, views, materialized views, foreign tables and composite types of the schema
  // (partitions are reached through their parent, and extension-owned objects are not the app's).
  const relations = (
    await db.query(
      `select c.oid::int as oid, c.relname as name, c.relkind as kind,
              (pg_relation_is_updatable(c.oid, false) & 8) = 8 as insertable,
              (pg_relation_is_updatable(c.oid, false) & 4) = 4 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and not c.relispartition
         and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
      [schema],
    )
  ).rows as Relation[]
  const relById = new Map(relations.map((r) => [r.oid, r]))

  const columns = (
    await db.query(
      `select a.attrelid::int as relid, a.attname as name, a.attnum::int as num, a.atttypid::int as type,
              a.attnotnull as notnull, a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated
       from pg_attribute a
       where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
       order by a.attrelid, a.attnum`,
      [relations.map((r) => r.oid)],
    )
  ).rows as Column[]
  const columnsOf = new Map<number, Column[]>()
  for (const c of columns) columnsOf.set(c.relid, [...(columnsOf.get(c.relid) ?? []), c])

  const fks = (
    await db.query(
      `select con.conname as name, con.conrelid::int as relid, con.confrelid::int as "refRelid", rc.relname as "refName",
              rn.nspname as "refSchema", con.conkey::int[] as columns, con.confkey::int[] as "refColumns"
       from pg_constraint con
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
       where con.contype = 'f' and con.conrelid = any($1::oid[])`,
      [relations.map((r) => r.oid)],
    )
  ).rows.map((r: Record<string, unknown>) => ({
    ...r,
    columns: toNumbers(r.columns),
    refColumns: toNumbers(r.refColumns),
  })) as ForeignKey[]
  const uniqueKeys = (
    await db.query(
      `select conrelid::int as relid, conkey::int[] as columns from pg_constraint
       where contype in ('p', 'u') and conrelid = any($1::oid[])
       union all
       select indrelid::int, indkey::int[] from pg_index
       where indisunique and indpred is null and indexprs is null and indrelid = any($1::oid[])`,
      [relations.map((r) => r.oid)],
    )
  ).rows.map((r: Record<string, unknown>) => ({
    relid: Number(r.relid),
    columns: toNumbers(r.columns),
  }))

  const functions = (
    await db.query(
      `select p.proname as name, p.prorettype::int as "returnType", p.proretset as "returnsSet",
              p.proargtypes::oid[]::int[] as "inTypes", p.proallargtypes::int[] as "allTypes",
              p.proargmodes::text[] as modes, p.proargnames as "argNames", p.pronargdefaults::int as "nDefaults"
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = $1 and p.prokind = 'f'
         and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
         and not ('internal'::regtype = any (p.proargtypes::oid[]))
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`,
      [schema],
    )
  ).rows.map((r: Record<string, unknown>) => ({
    ...r,
    inTypes: toNumbers(r.inTypes),
    allTypes: r.allTypes === null ? null : toNumbers(r.allTypes),
    modes: toStrings(r.modes),
    argNames: toStrings(r.argNames),
  })) as FnRow[]

  const colName = (relid: number, num: number) =>
    columnsOf.get(relid)?.find((c) => c.num === num)?.name ?? `#${num}`
  const sameSet = (a: number[], b: number[]) =>
    a.length === b.length && a.every((x) => b.includes(x))

  /** The TypeScript type of a Postgres type, resolving domains, arrays, enums and composites. */
  function tsType(oid: number, indent = 0): string {
    const t = types.get(oid)
    if (!t) return 'unknown'
    if (t.typtype === 'd') return tsType(t.base, indent)
    if (t.category === 'A' && t.elem !== 0) {
      return arrayOf(tsType(t.elem, indent))
    }
    if (t.typtype === 'e') {
      if (t.schema === schema) return `Database[${str(schema)}]["Enums"][${str(t.name)}]`
      return (enumLabels.get(oid) ?? []).map(str).join(' | ') || 'string'
    }
    if (t.typtype === 'c') {
      const rel = relById.get(t.relid)
      if (rel?.kind === 'c') return `Database[${str(schema)}]["CompositeTypes"][${str(rel.name)}]`
      if (rel) return objectType(columnsOf.get(rel.oid) ?? [], () => true, indent)
      return 'Record<string, unknown>'
    }
    if (t.name === 'bool') return 'boolean'
    if (t.name === 'json' || t.name === 'jsonb') return 'Json'
    if (t.name === 'void') return 'undefined'
    if (t.name === 'record') return 'Record<string, unknown>'
    if (NUMBER.has(t.name)) return 'number'
    if (STRING.has(t.name)) return 'string'
    return 'unknown'
  }

  /** A column is NOT NULL itself or through a NOT NULL domain. */
  const notNull = (c: Column) => c.notnull || types.get(c.type)?.notnull === true

  function objectType(cols: Column[], required: (c: Column) => boolean, indent: number): string {
    if (cols.length === 0) return '{}'
    const pad = ' '.repeat(indent)
    const lines = [...cols]
      .sort(byName)
      .map(
        (c) =>
          `${pad}  ${key(c.name)}${required(c) ? '' : '?'}: ${tsType(c.type)}${notNull(c) ? '' : ' | null'}`,
      )
    return `{\n${lines.join('\n')}\n${pad}}`
  }

  function block(
    name: string,
    cols: Column[],
    mode: 'Row' | 'Insert' | 'Update',
    indent: number,
  ): string {
    const pad = ' '.repeat(indent)
    if (cols.length === 0) return `${pad}${mode}: {\n${pad}  [_ in never]: never\n${pad}}`
    const lines = [...cols].sort(byName).map((c) => {
      const t = `${tsType(c.type)}${notNull(c) ? '' : ' | null'}`
      if (mode === 'Row') return `${pad}  ${key(c.name)}: ${t}`
      const writable = c.generated === '' && c.identity !== 'a'
      if (!writable) return `${pad}  ${key(c.name)}?: never`
      const optional = mode === 'Update' || !notNull(c) || c.hasDefault || c.identity !== ''
      return `${pad}  ${key(c.name)}${optional ? '?' : ''}: ${t}`
    })
    return `${pad}${mode}: {\n${lines.join('\n')}\n${pad}}`
  }

  function relationships(relid: number, indent: number): string {
    const pad = ' '.repeat(indent)
    const own = fks.filter((f) => f.relid === relid && f.refSchema === schema).sort(byName)
    if (own.length === 0) return `${pad}Relationships: []`
    const items = own.map((f) => {
      const oneToOne = uniqueKeys.some((u) => u.relid === relid && sameSet(u.columns, f.columns))
      return [
        `${pad}  {`,
        `${pad}    foreignKeyName: ${str(f.name)}`,
        `${pad}    columns: [${f.columns.map((n) => str(colName(relid, n))).join(', ')}]`,
        `${pad}    isOneToOne: ${oneToOne}`,
        `${pad}    referencedRelation: ${str(f.refName)}`,
        `${pad}    referencedColumns: [${f.refColumns.map((n) => str(colName(f.refRelid, n))).join(', ')}]`,
        `${pad}  },`,
      ].join('\n')
    })
    return `${pad}Relationships: [\n${items.join('\n')}\n${pad}]`
  }

  const empty = (indent: number) =>
    `{\n${' '.repeat(indent + 2)}[_ in never]: never\n${' '.repeat(indent)}}`
  const section = (entries: string[], indent: number) =>
    entries.length === 0 ? empty(indent) : `{\n${entries.join('\n')}\n${' '.repeat(indent)}}`

  const tables = relations
    .filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f')
    .sort(byName)
  const tableEntries = tables.map((r) => {
    const cols = columnsOf.get(r.oid) ?? []
    return [
      `      ${key(r.name)}: {`,
      block(r.name, cols, 'Row', 8),
      block(r.name, cols, 'Insert', 8),
      block(r.name, cols, 'Update', 8),
      relationships(r.oid, 8),
      `      }`,
    ].join('\n')
  })

  // A view's columns can always be null as far as the catalogs tell.
  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm').sort(byName)
  const viewEntries = views.map((r) => {
    const cols = (columnsOf.get(r.oid) ?? []).map((c) => ({
      ...c,
      notnull: false,
      hasDefault: true,
    }))
    const parts = [`      ${key(r.name)}: {`, block(r.name, cols, 'Row', 8)]
    if (r.insertable) parts.push(block(r.name, cols, 'Insert', 8))
    if (r.updatable) parts.push(block(r.name, cols, 'Update', 8))
    parts.push(relationships(r.oid, 8), `      }`)
    return parts.join('\n')
  })

  const fnByName = new Map<string, ((base: number) => string)[]>()
  for (const f of functions) {
    const allTypes = f.allTypes ?? f.inTypes
    const modes = f.modes ?? allTypes.map(() => 'i')
    const names = f.argNames ?? []
    const inputs = allTypes
      .map((type, i) => ({ type, mode: modes[i] ?? 'i', name: names[i] ?? '' }))
      .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
    const outputs = allTypes
      .map((type, i) => ({ type, mode: modes[i] ?? 'i', name: names[i] ?? '' }))
      .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
    const firstDefault = inputs.length - f.nDefaults
    const named = inputs
      .map((a, i) => ({ ...a, optional: i >= firstDefault }))
      .filter((a) => a.name !== '')
    const signature = (base: number) => {
      const pad = ' '.repeat(base + 2)
      const field = (name: string, optional: boolean, type: number) =>
        `${pad}  ${key(name)}${optional ? '?' : ''}: ${tsType(type)}`
      const args =
        named.length === 0
          ? 'never'
          : `{\n${[...named]
              .sort(byName)
              .map((a) => field(a.name, a.optional, a.type))
              .join('\n')}\n${pad}}`
      let returns: string
      if (outputs.length > 1 || modes.includes('t')) {
        returns = `{\n${[...outputs]
          .sort(byName)
          .map((a) => field(a.name, false, a.type))
          .join('\n')}\n${pad}}${f.returnsSet ? '[]' : ''}`
      } else {
        const single = tsType(outputs[0]?.type ?? f.returnType, base + 2)
        returns = f.returnsSet ? arrayOf(single) : single
      }
      return `{\n${pad}Args: ${args}\n${pad}Returns: ${returns}\n${' '.repeat(base)}}`
    }
    fnByName.set(f.name, [...(fnByName.get(f.name) ?? []), signature])
  }
  const fnEntries = [...fnByName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, sigs]) => {
      if (sigs.length === 1) return `      ${key(name)}: ${sigs[0]!(6)}`
      return `      ${key(name)}:\n${sigs.map((s) => `        | ${s(8)}`).join('\n')}`
    })

  const enums = [
    ...new Map(enumRows.filter((e) => e.schema === schema).map((e) => [e.name, e.oid])).entries(),
  ].sort(([a], [b]) => (a < b ? -1 : 1))
  const enumEntries = enums.map(
    ([name, oid]) => `      ${key(name)}: ${(enumLabels.get(oid) ?? []).map(str).join(' | ')}`,
  )

  const composites = relations.filter((r) => r.kind === 'c').sort(byName)
  const compositeEntries = composites.map((r) => {
    const cols = (columnsOf.get(r.oid) ?? []).map((c) => ({ ...c, notnull: false }))
    return `      ${key(r.name)}: ${objectType(cols, () => true, 6)}`
  })

  const constants = enums.map(
    ([name, oid]) => `      ${key(name)}: [${(enumLabels.get(oid) ?? []).map(str).join(', ')}],`,
  )

  return `// Generated by \`pnpm --filter @repo/api db:types\` from the migrated local database
// (packages/api/scripts/db-types.ts). Do not edit by hand: change a migration and regenerate.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: ${str(postgrestVersion)}
  }
  ${key(schema)}: {
    Tables: ${section(tableEntries, 4)}
    Views: ${section(viewEntries, 4)}
    Functions: ${section(fnEntries, 4)}
    Enums: ${section(enumEntries, 4)}
    CompositeTypes: ${section(compositeEntries, 4)}
  }
}

type Schema = Database[${str(schema)}]

export type Tables<T extends keyof Schema["Tables"]> = Schema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof Schema["Tables"]> = Schema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof Schema["Tables"]> = Schema["Tables"][T]["Update"]
export type Views<T extends keyof Schema["Views"]> = Schema["Views"][T]["Row"]
export type Enums<T extends keyof Schema["Enums"]> = Schema["Enums"][T]
export type FunctionArgs<T extends keyof Schema["Functions"]> = Schema["Functions"][T]["Args"]
export type FunctionReturns<T extends keyof Schema["Functions"]> = Schema["Functions"][T]["Returns"]

export const Constants = {
  ${key(schema)}: {
    Enums: {${constants.length ? `\n${constants.join('\n')}\n    ` : ''}},
  },
} as const
`
}
