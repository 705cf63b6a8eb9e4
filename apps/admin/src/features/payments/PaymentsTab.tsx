import { SegmentedControl, Stack } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { choiceOf } from '../../lib/addressChoice'
import { TabTitle } from '../../lib/states'
import { Inbox } from './Inbox'
import { MatchPayments } from './MatchPayments'
import { WalletSettings } from './WalletSettings'

const views = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'match', label: 'Paste & match' },
  { value: 'settings', label: 'Settings' },
] as const

/**
 * Settling payments: the Inbox of SMS the wallet phone forwarded (what the database could not
 * settle by itself, by default), pasting SMS or a statement to match by hand, and the settings
 * (automatic approval, the wallets' sender ids). The view lives in the address (?view=…), so a
 * reload or a shared link opens the same place (docs/decisions/0050).
 */
export function PaymentsTab() {
  const [params, setParams] = useSearchParams()
  const view = choiceOf(views, params.get('view'))
  return (
    <Stack>
      <TabTitle>Payments</TabTitle>
      <SegmentedControl
        aria-label="Show"
        data={[...views]}
        value={view}
        onChange={(value) => setParams({ view: choiceOf(views, value) }, { replace: true })}
        fullWidth
        style={{ maxWidth: 480 }}
      />
      {view === 'inbox' && <Inbox />}
      {view === 'match' && <MatchPayments />}
      {view === 'settings' && <WalletSettings />}
    </Stack>
  )
}
