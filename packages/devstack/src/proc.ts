import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs'

/** A child process we own: its output goes to a log file and a short in-memory tail. */
export interface Child {
  name: string
  proc: ChildProcess
  exited: Promise<number | null>
  tail(): string
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

const live = new Set<Child>()

export function spawnChild(
  name: string,
  cmd: string,
  args: string[],
  opts: SpawnOptions & { logFile?: string },
): Child {
  const proc = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  let log: WriteStream | undefined
  if (opts.logFile) log = createWriteStream(opts.logFile, { flags: 'a' })
  const onData = (buf: Buffer) => {
    log?.write(buf)
    for (const line of buf.toString('utf8').split('\n')) {
      if (line.trim()) lines.push(line)
    }
    if (lines.length > 40) lines.splice(0, lines.length - 40)
  }
  proc.stdout?.on('data', onData)
  proc.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => resolve(code))
    proc.on('error', (err) => {
      lines.push(String(err))
      resolve(-1)
    })
  }).then((code) => {
    live.delete(child)
    log?.end()
    return code
  })
  const child: Child = {
    name,
    proc,
    exited,
    tail: () => lines.join('\n'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      proc.kill(signal)
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
  }
  live.add(child)
  return child
}

function signalChildren(): void {
  for (const child of live) {
    try {
      child.proc.kill(child.name === 'postgres' ? 'SIGINT' : 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

/** Last resort when the Node process exits without having stopped its children (sync). */
process.on('exit', signalChildren)

/**
 * A process that does not handle SIGTERM/SIGINT/SIGHUP itself (a test worker, a script) dies
 * on them without running 'exit' handlers: pass the signal on to our children first, then
 * die of it as Node would have. Processes with their own handlers (our CLI) are left alone.
 */
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  const onSignal = () => {
    if (process.listenerCount(sig) > 1) return
    signalChildren()
    process.off(sig, onSignal)
    process.kill(process.pid, sig)
  }
  process.on(sig, onSignal)
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    return ''
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
