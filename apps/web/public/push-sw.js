/* global self, clients */
/**
 * Web Push for the site's service worker (docs/support.md, "Notifications"): sw.js loads it with
 * `importScripts('/push-sw.js')`. A push carries `{ id, kind, params }` (never wording): it is worded here in the
 * browser's language (th, en, kh, mm; Thai otherwise), and a tap opens the inbox.
 */
(() => {
  const WORDS = {
    th: {
      DEPOSIT_CREDITED: ['เงินฝากเข้าแล้ว', 'ยอดฝาก ฿{amount} เข้ากระเป๋าของคุณแล้ว'],
      WITHDRAWAL_PAID: ['ถอนเงินสำเร็จ', 'โอนเงิน ฿{amount} เข้าบัญชีของคุณแล้ว'],
      WITHDRAWAL_REJECTED: ['รายการถอนถูกปฏิเสธ', 'คืนยอด ฿{amount} เข้ากระเป๋าของคุณแล้ว'],
      POY_WON: ['ยินดีด้วย คุณถูกรางวัล!', '{round}: ได้รับ ฿{amount}'],
      other: ['การแจ้งเตือน', ''],
    },
    en: {
      DEPOSIT_CREDITED: ['Deposit received', '฿{amount} is now in your wallet'],
      WITHDRAWAL_PAID: ['Withdrawal paid', '฿{amount} was transferred to your bank account'],
      WITHDRAWAL_REJECTED: ['Withdrawal rejected', '฿{amount} is back in your wallet'],
      POY_WON: ['Congratulations, you won!', '{round}: ฿{amount} paid'],
      other: ['Notification', ''],
    },
    kh: {
      DEPOSIT_CREDITED: ['បានទទួលប្រាក់បញ្ញើ', '฿{amount} បានចូលកាបូបរបស់អ្នកហើយ'],
      WITHDRAWAL_PAID: ['ការដកប្រាក់បានបង់', '฿{amount} បានផ្ទេរទៅគណនីធនាគាររបស់អ្នក'],
      WITHDRAWAL_REJECTED: ['ការដកប្រាក់ត្រូវបានបដិសេធ', '฿{amount} បានត្រឡប់ចូលកាបូបរបស់អ្នកវិញ'],
      POY_WON: ['អបអរសាទរ អ្នកឈ្នះ!', '{round}: បានទទួល ฿{amount}'],
      other: ['ការជូនដំណឹង', ''],
    },
    mm: {
      DEPOSIT_CREDITED: ['ငွေသွင်းမှု ရောက်ရှိပြီ', '฿{amount} သင့်ပိုက်ဆံအိတ်ထဲ ရောက်ပါပြီ'],
      WITHDRAWAL_PAID: ['ငွေထုတ်မှု ပေးချေပြီ', '฿{amount} ကို သင့်ဘဏ်အကောင့်သို့ လွှဲပြီးပါပြီ'],
      WITHDRAWAL_REJECTED: ['ငွေထုတ်မှု ငြင်းပယ်ခံရသည်', '฿{amount} သင့်ပိုက်ဆံအိတ်ထဲ ပြန်ရောက်ပါပြီ'],
      POY_WON: ['ဂုဏ်ယူပါသည်၊ သင်နိုင်ပါပြီ!', '{round}: ฿{amount} ရရှိသည်'],
      other: ['အသိပေးချက်', ''],
    },
  };
  const LANG = { th: 'th', en: 'en', km: 'kh', my: 'mm' };

  const word = (data) => {
    const table = WORDS[LANG[(self.navigator.language || 'th').slice(0, 2)] || 'th'];
    const params = data.params || {};
    // A staff broadcast carries its own text per language.
    if (data.kind === 'BROADCAST')
      return [table.other[0], String(params[LANG[self.navigator.language.slice(0, 2)]] || params.th || '')];
    const [title, body] = table[data.kind] || table.other;
    const fill = (text) =>
      text.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'amount' && typeof params.amount === 'number'
          ? params.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })
          : String(params[name] ?? ''),
      );
    return [fill(title), fill(body)];
  };

  self.addEventListener('push', (event) => {
    let data = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      // an unreadable push still says something arrived
    }
    const [title, body] = word(data);
    event.waitUntil(
      self.registration.showNotification(title, {
        body,
        tag: String(data.id || ''),
        data: { url: '/notifications' },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data && event.notification.data.url) || '/notifications';
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
        const tab = open.find((client) => 'focus' in client);
        return tab ? tab.focus().then(() => tab.navigate(url)) : clients.openWindow(url);
      }),
    );
  });
})();
