// One SMS of each wording, as the wallets send them: the samples the message and SMS tests read.
export const bkash = {
  received:
    'You have received Tk 1,200.00 from 01712345678. Ref course. Fee Tk 0.00. Balance Tk 3,400.00. TrxID 9GH7K2L1MN at 15/11/2026 18:42',
  receivedPayment:
    'You have received payment Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.00. TrxID BC45DE67FG at 21/11/2026 20:14',
  sent: 'Send Money Tk 300.00 to 01711111111 successful. Ref . Fee Tk 5.00. Balance Tk 950.50. TrxID 7XY8Z9A1B2 at 15/11/2026 19:00',
  cashOut:
    'Cash Out Tk 1,000.00 to 01700000000 successful. Fee Tk 18.50. Balance Tk 481.50. TrxID 8AB7CD6EF5 at 15/11/2026 19:10',
  payment:
    'Payment Tk 250.00 to Daraz successful. Fee Tk 0.00. Balance Tk 700.00. TrxID 4RT5YU6IO7 at 15/11/2026 19:20',
  cashIn:
    'Cash In Tk 2,000.00 from 01800000000 successful. Fee Tk 0.00. Balance Tk 2,481.50. TrxID 9QW8ER7TY6 at 15/11/2026 20:00',
}
export const nagad = {
  received: [
    'Money Received.',
    'Amount: Tk 699.00',
    'Sender: 01812345678',
    'Ref: N/A',
    'TxnID: 73ABC4DE',
    'Balance: Tk 1,500.23',
    '21/11/2026 20:20',
  ].join('\n'),
  sent: 'Send Money Successful.\nAmount: Tk 500.00\nReceiver: 01711111111\nRef: rent\nTxnID: 73ABC4DF\nFee: Tk 5.00\nBalance: Tk 1,595.00\n15/11/2026 18:50',
  cashOut:
    'Cash Out Successful.\nAmount: Tk 1,000.00\nUddokta: 01700000000\nTxnID: 73ABC4E0\nFee: Tk 14.95\nBalance: Tk 580.05\n15/11/2026 19:00',
  cashIn:
    'Cash In Successful.\nAmount: Tk 2,000.00\nUddokta: 01700000000\nTxnID: 73ABC4E1\nBalance: Tk 2,580.05\n15/11/2026 19:30',
}
export const rocket = {
  received:
    'Tk1,299.00 received from A/C:018123456789 Fee:Tk0, Your A/C Balance: Tk5,299.00 TxnId:3456789012 Date:21-NOV-26 08:30:12 pm.',
  sent: 'Tk500.00 transferred to A/C:01711111111 Fee:Tk5.00, Your A/C Balance: Tk794.56 TxnId:1234567891 Date:21-NOV-26 09:30:12 pm',
  cashOut:
    'Cashout Tk1,000.00 from A/C:018123456789 Fee:Tk18.00, Your A/C Balance: Tk4,281.00 TxnId:1234567892 Date:21-NOV-26 10:00:00 pm',
}
