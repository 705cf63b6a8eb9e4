/**
 * @repo/payments: wallet SMS and statements read into payments, matched with requests; one
 * wallet SMS of any kind read with its balance and the balance's change.
 */
export { wallets, type Wallet, type WalletPayment } from './payment.ts'
export {
  parseWalletMessages,
  readWalletMessages,
  shadowLength,
  type WalletMessages,
} from './messages.ts'
export { readWalletSms, unreadWalletSms, type WalletSms, type WalletSmsKind } from './sms.ts'
export {
  parseStatementCsv,
  type StatementColumn,
  type StatementFailure,
  type StatementResult,
} from './statement.ts'
export {
  matchPayments,
  matchStates,
  unpaidPendingRequests,
  type MatchState,
  type PaymentMatch,
  type PaymentRequest,
  type RequestStatus,
} from './match.ts'
