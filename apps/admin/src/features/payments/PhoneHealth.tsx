import { Alert, Stack, Text } from '@mantine/core'
import type { WalletDevice } from '@repo/api'
import type { UseQueryResult } from '@tanstack/react-query'
import { formatAgo, formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { Loaded } from '../../lib/states'

/** Nothing from any phone (message or ping) for this long: the admin is warned. */
export const SILENT_HOURS = 24

export const NEVER_SENT = 'The wallet phone has not sent anything yet'

/** The newest sign of life of any phone: a message or a ping. */
function lastSignOfLife(devices: readonly WalletDevice[]): string | null {
  let newest: string | null = null
  for (const d of devices) {
    for (const at of [d.lastMessageAt, d.lastPingAt]) {
      if (at && (newest === null || Date.parse(at) > Date.parse(newest))) newest = at
    }
  }
  return newest
}

/**
 * One phone's line: 'Wallet phone: last message 3 min ago, last ping 1 min ago' (named by its
 * device id when there are several).
 */
function deviceLine(device: WalletDevice, now: Date, named: boolean): string {
  const message = device.lastMessageAt
    ? `last message ${formatAgo(device.lastMessageAt, now)}`
    : 'no message yet'
  const ping = device.lastPingAt ? `, last ping ${formatAgo(device.lastPingAt, now)}` : ''
  return `${named ? device.deviceId : 'Wallet phone'}: ${message}${ping}`
}

/**
 * Whether the wallet phone is forwarding (public.wallet_devices): each phone's last message and
 * ping, and a warning when none has sent anything for 24 hours, or ever.
 */
export function PhoneHealth({ devices }: { devices: UseQueryResult<WalletDevice[]> }) {
  return (
    <Loaded
      {...queryLoad(devices)}
      loading="Checking the wallet phone…"
      failed="Could not load the wallet phone’s status."
    >
      {(devices) => <Health devices={devices} />}
    </Loaded>
  )
}

function Health({ devices }: { devices: WalletDevice[] }) {
  const now = new Date()
  const last = lastSignOfLife(devices)
  if (last === null) {
    return (
      <Alert color="yellow" variant="light" title={NEVER_SENT}>
        Payments settle by themselves once it forwards the wallets’ SMS: see docs/deploy.md, The
        wallet phone. Until then, paste the SMS under Paste & match.
      </Alert>
    )
  }
  const lines = devices.map((d) => ({
    key: d.deviceId,
    text: deviceLine(d, now, devices.length > 1),
  }))
  const silent = now.getTime() - Date.parse(last) > SILENT_HOURS * 60 * 60 * 1000
  if (silent) {
    return (
      <Alert
        color="red"
        variant="light"
        title={`Nothing from the wallet phone for ${SILENT_HOURS} hours`}
      >
        <Stack gap={4}>
          {lines.map((line) => (
            <Text key={line.key} size="sm">
              {line.text}
            </Text>
          ))}
          <Text size="sm">
            Last heard {formatDhakaDateTime(last)}. Check that the phone is on, online and its
            forwarding app is running; meanwhile paste the SMS under Paste & match.
          </Text>
        </Stack>
      </Alert>
    )
  }
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line.key} size="sm" c="dimmed">
          {line.text}
        </Text>
      ))}
    </Stack>
  )
}
