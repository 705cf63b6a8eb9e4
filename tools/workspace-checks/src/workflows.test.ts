// The code host's workflows (.github/workflows/*.yml) are checked here, since nothing runs them
// before they land: each file against the workflow schema with action-validator (its core: the
// Rust validator compiled to WebAssembly, no install script), and the project's own rules on top:
// a secret is only ever read from `secrets`, and every site docs/deploy.md uploads has a build
// job that keeps that folder as an artifact (docs/decisions/0076-ci-workflows-on-the-code-host.md).
import { validateWorkflow, type ValidationError } from '@action-validator/core'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const workflowDir = join(repo, '.github/workflows')

/** The workflow files, by name (`ci.yml`). */
function workflowFiles(): string[] {
  return readdirSync(workflowDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
}

const read = (file: string) => readFileSync(join(workflowDir, file), 'utf8')

/** One line per schema error, the deepest ones of a `oneOf` included: `path: title (detail)`. */
function schemaErrors(text: string): string[] {
  const lines = (errors: ValidationError[]): string[] =>
    errors.flatMap((e) => [
      `${'path' in e ? e.path || '/' : '/'}: ${e.title}${e.detail ? ` (${e.detail})` : ''}`,
      ...('states' in e ? (e.states ?? []).flatMap((s) => lines(s.errors)) : []),
    ])
  return lines(validateWorkflow(text).errors)
}

/** A name that holds a secret: a token, a password, a key, a secret. */
const secretName = /^[A-Z0-9_]*(TOKEN|PASSWORD|SECRET|KEY)[A-Z0-9_]*$/

/**
 * Every `NAME: value` line whose name is a secret's and whose value is not read from `secrets`
 * (`${{ secrets.NAME }}`): a secret written into the file. As `line N: NAME`.
 */
function writtenSecrets(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const m = /^\s*(?:-\s+)?([A-Za-z0-9_]+):\s*(\S.*?)\s*$/.exec(line)
    if (!m || !secretName.test(m[1]!) || m[2]!.startsWith('#')) return []
    return /^\$\{\{\s*secrets\.[A-Za-z0-9_]+\s*\}\}$/.test(m[2]!) ? [] : [`line ${i + 1}: ${m[1]}`]
  })
}

/** The secrets a workflow reads (`secrets.NAME`) that docs/deploy.md never names. */
function undocumentedSecrets(text: string, doc: string): string[] {
  const read = new Set([...text.matchAll(/\bsecrets\.([A-Za-z0-9_]+)/g)].map((m) => m[1]!))
  return [...read].filter((name) => !doc.includes(`\`${name}\``)).sort()
}

const deployDoc = () => readFileSync(join(repo, 'docs/deploy.md'), 'utf8')

/** docs/deploy.md's table of sites: each site's package (`--filter <package>`) and output folder. */
function deployedSites(): { package: string; output: string }[] {
  return [...deployDoc().matchAll(/\|\s*`pnpm --filter (\S+) build`\s*\|\s*`([^`]+)`\s*\|/g)].map(
    (m) => ({
      package: m[1]!,
      output: m[2]!,
    }),
  )
}

/**
 * The build jobs of ci.yml's matrix (`package:` and `output:` of one entry) that build their
 * package alone with turbo's filter and upload its output: the sites missing one, as `package`.
 */
function sitesWithoutBuildJob(ci: string, sites: { package: string; output: string }[]): string[] {
  const buildsAlone = ci.includes('run: pnpm turbo run build --filter=${{ matrix.package }}')
  const uploads =
    /uses: actions\/upload-artifact@\S+\s+with:\s+name: \$\{\{ matrix\.app \}\}\s+path: \$\{\{ matrix\.output \}\}/.test(
      ci,
    )
  return sites
    .filter((site) => {
      const quoted = site.package.startsWith('@') ? `'${site.package}'` : site.package
      const entry = new RegExp(
        `package: ${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+output: (\\S+)`,
      )
      return !(buildsAlone && uploads && entry.exec(ci)?.[1] === site.output)
    })
    .map((site) => site.package)
}

describe('the workflow files', () => {
  it('are there: CI and the manual deploy', () => {
    expect(workflowFiles()).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml']))
  })

  it.each(workflowFiles())('%s is a valid workflow', (file) => {
    expect(schemaErrors(read(file))).toEqual([])
  })

  it.each(workflowFiles())('%s reads every secret from `secrets`, and writes none', (file) => {
    expect(writtenSecrets(read(file))).toEqual([])
  })

  it.each(workflowFiles())('%s reads only secrets docs/deploy.md names', (file) => {
    expect(undocumentedSecrets(read(file), deployDoc())).toEqual([])
  })

  it('deploy.yml runs only by hand and names the secrets the Supabase CLI needs', () => {
    const deploy = read('deploy.yml')
    expect(deploy).toMatch(/^on:\n\s+workflow_dispatch:/m)
    expect(deploy).not.toMatch(/^\s+(push|pull_request|schedule):/m)
    for (const name of ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD', 'SUPABASE_PROJECT_REF'])
      expect(deploy).toContain(`${name}: \${{ secrets.${name} }}`)
    expect(deploy).toMatch(/run: supabase db push/)
    expect(deploy).toMatch(/run: supabase functions deploy/)
  })

  it('ci.yml builds each site of docs/deploy.md alone and keeps its output', () => {
    const sites = deployedSites()
    expect(sites.map((s) => s.package)).toEqual(['web', 'admin', '@repo/ui'])
    expect(sitesWithoutBuildJob(read('ci.yml'), sites)).toEqual([])
  })
})

describe('the workflow checks find a planted mistake', () => {
  const ci = read('ci.yml')
  const deploy = read('deploy.yml')

  it('a job without runs-on', () => {
    const planted = ci.replace(/(\n {2}checks:\n(?:.*\n)*?) {4}runs-on: .*\n/, '$1')
    expect(planted).not.toBe(ci)
    expect(schemaErrors(planted)).toContain('/jobs/checks/runs-on: This property is required')
  })

  it('an unknown key in a job', () => {
    const planted = ci.replace('\n  unit:\n', '\n  unit:\n    run-on: ubuntu-24.04\n')
    expect(planted).not.toBe(ci)
    expect(schemaErrors(planted)).toContain(
      "/jobs/unit: Property conditions are not met (Additional property 'run-on' is not allowed)",
    )
  })

  it('an unknown trigger', () => {
    const planted = deploy.replace('  workflow_dispatch:\n', '  workflow_dispatched:\n')
    expect(planted).not.toBe(deploy)
    expect(schemaErrors(planted).join('\n')).toMatch(/^\/on/m)
  })

  it('text that is not YAML', () => {
    const planted = ci.replace('branches: [main]', 'branches: [main')
    expect(planted).not.toBe(ci)
    expect(schemaErrors(planted).join('\n')).toMatch(/Parse Error/)
  })

  it('a secret written into the file', () => {
    const planted = deploy.replace(
      'SUPABASE_DB_PASSWORD: ${{ secrets.SUPABASE_DB_PASSWORD }}',
      'SUPABASE_DB_PASSWORD: hunter2',
    )
    expect(planted).not.toBe(deploy)
    expect(writtenSecrets(planted)).toEqual([
      expect.stringMatching(/^line \d+: SUPABASE_DB_PASSWORD$/),
    ])
  })

  it('a secret docs/deploy.md does not name', () => {
    const planted = deploy.replace(
      '    steps:\n',
      '      SUPABASE_STAGING_REF: ${{ secrets.SUPABASE_STAGING_REF }}\n    steps:\n',
    )
    expect(planted).not.toBe(deploy)
    expect(schemaErrors(planted)).toEqual([])
    expect(writtenSecrets(planted)).toEqual([])
    expect(undocumentedSecrets(planted, deployDoc())).toEqual(['SUPABASE_STAGING_REF'])
  })

  it('a site whose build job is missing, or builds more than its app', () => {
    const sites = deployedSites()
    const noAdmin = ci.replace(/\n {10}- app: admin\n(?: {12}.*\n)+/, '\n')
    expect(noAdmin).not.toBe(ci)
    expect(sitesWithoutBuildJob(noAdmin, sites)).toEqual(['admin'])
    const everything = ci.replace(
      'run: pnpm turbo run build --filter=${{ matrix.package }}',
      'run: pnpm turbo run build',
    )
    expect(sitesWithoutBuildJob(everything, sites)).toEqual(['web', 'admin', '@repo/ui'])
  })
})
