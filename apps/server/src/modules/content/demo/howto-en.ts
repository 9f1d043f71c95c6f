import type { DemoPages } from './demo-page.ts';

export const HOWTO_EN: DemoPages = {
  deposit: [
    'How to deposit with a PromptPay QR',
    [
      'Log in and tap <strong>Deposit</strong> in the menu or on the home page.',
      'Choose <strong>PromptPay QR</strong> and enter the amount.',
      'A QR with the amount and its expiry appears: save it or scan it with your banking app.',
      'Pay only from the bank account linked to your user, and pay exactly the amount shown (including satang).',
      'Once the bank confirms, the money reaches your wallet within 1–3 minutes; see <strong>Statement</strong>.',
    ],
    'A QR works once and for a limited time. When it expires, create a new one; never pay the old QR again.',
  ],
  withdraw: [
    'How to withdraw',
    [
      'Tap <strong>Withdraw</strong> in the menu.',
      'Check the receiving bank account (its name must match your member name).',
      'Enter an amount up to your withdrawable balance and at least the minimum shown.',
      'Confirm with your PIN; staff usually pay within 5 minutes.',
    ],
    'If your turnover is not complete yet, the page shows how much more to play before withdrawing.',
  ],
  lotto: [
    'How to bet on the Thai government lottery',
    [
      'Tap <strong>Lotto</strong> and pick <strong>Thai Government</strong>, the open draw.',
      'Choose a bet type: 3 top, 3 tod, 2 top, 2 bottom, …',
      'Enter your numbers and the price per number, tap <strong>Add</strong>; repeat for more numbers.',
      'Check the slip and the pay rates, then tap <strong>Send slip</strong>.',
      'Results come out on the 1st and 16th of each month; winnings are credited automatically.',
    ],
    'Limited numbers pay half or are closed; you are always told before you send.',
  ],
  lotto4d: [
    'How to bet 4D',
    [
      'Pick <strong>4D</strong> on the lotto page.',
      'Enter a 4-digit number and choose straight (top) or tod (any order).',
      'Enter the price and tap <strong>Send slip</strong>.',
    ],
    'Check the outcome on <strong>Results</strong> when the draw closes.',
  ],
  'register-addbank': [
    'How to sign up and add a bank account',
    [
      'Tap <strong>Register</strong>, enter your mobile number and the OTP sent by SMS.',
      'Set a PIN that is easy for you to remember and hard to guess.',
      'Go to <strong>Add bank account</strong>, choose the bank, enter the number and name exactly as in your bank book.',
      'Staff check the account name; then you can deposit and withdraw.',
    ],
    'Deposits must come from the linked account, otherwise they are not credited automatically.',
  ],
  'forgot-pin': [
    'Forgot your PIN?',
    [
      'On the login page tap <strong>Forgot PIN</strong>.',
      'Enter the mobile number you registered with and the OTP you receive.',
      'Set a new PIN; every other device is logged out.',
    ],
    'Changed your number? Contact support with the name of your linked bank account.',
  ],
  'result-poy': [
    'How to read results and slips (Yeekee too)',
    [
      '<strong>Results</strong> shows the 3 top and 2 bottom of every draw so far.',
      'Yeekee: the sum of every number members shot in the round, minus the 16th shot counted back from the newest; of the last 5 digits of that, 3 top is the last 3 and 2 bottom the first 2.',
      '<strong>Slips</strong> marks each line won, lost or waiting, with the prize.',
      'Prizes reach your wallet automatically; see <strong>Statement</strong>.',
    ],
    'A Yeekee round closes at the time shown; shots after it do not count.',
  ],
  'responsible-gambling': [
    'Playing responsibly',
    [
      'Set what you can afford to lose before you play, and stop when it is gone; never chase losses.',
      'See your deposits, stakes and net result under <strong>My activity</strong> on your profile.',
      'Need a break? Tap <strong>Take a break</strong> on your profile: 24 hours, 7 days, 6 months, 1 year or permanently. Nobody can end it early.',
      "Free, confidential help: Thailand's mental health hotline <strong>1323</strong> (24 hours).",
    ],
    'Gambling is entertainment, not a way to earn money. Nobody under 20 may play.',
  ],
};
