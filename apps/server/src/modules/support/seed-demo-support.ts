import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { guestNameOf } from './chat-visitor.ts';

const DEMO_GUEST = 'guest-demogst1';

const CANNED = [
  {
    title: 'ทักทาย',
    texts: {
      th: 'สวัสดีค่ะ ยินดีให้บริการค่ะ มีอะไรให้ช่วยไหมคะ',
      en: 'Hello, thank you for contacting us. How can I help you?',
      kh: 'សួស្តី សូមអរគុណដែលបានទាក់ទងមកយើង។ តើខ្ញុំអាចជួយអ្វីបាន?',
      mm: 'မင်္ဂလာပါ ဆက်သွယ်ပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ဘာကူညီပေးရမလဲ?',
    },
  },
  {
    title: 'ขอสลิปโอนเงิน',
    texts: {
      th: 'รบกวนส่งรูปสลิปการโอนเงิน พร้อมแจ้งเวลาที่โอนด้วยค่ะ ทีมงานจะตรวจสอบให้ทันทีค่ะ',
      en: 'Please send a picture of your transfer slip and the time of the transfer; we will check it right away.',
      kh: 'សូមផ្ញើរូបភាពបង្កាន់ដៃផ្ទេរប្រាក់ និងម៉ោងផ្ទេរ យើងនឹងពិនិត្យភ្លាមៗ។',
      mm: 'ငွေလွှဲပြေစာဓာတ်ပုံနှင့် လွှဲသည့်အချိန်ကို ပို့ပေးပါ၊ ချက်ချင်းစစ်ဆေးပေးပါမည်။',
    },
  },
  {
    title: 'ยอดเข้าแล้ว',
    texts: {
      th: 'ยอดเงินเข้าบัญชีเรียบร้อยแล้วค่ะ ขอบคุณที่ใช้บริการค่ะ',
      en: 'The money is now in your wallet. Thank you!',
      kh: 'ប្រាក់បានចូលកាបូបរបស់អ្នករួចហើយ។ សូមអរគុណ!',
      mm: 'ငွေသည် သင့်ပိုက်ဆံအိတ်ထဲသို့ ရောက်ရှိပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်။',
    },
  },
];

/**
 * Demo mode (db/demo-seed.ts): canned replies in four languages while there are none, and with
 * `alive` a guest's question waiting in the queue, so the back office's chat shows something.
 */
export const seedDemoSupport = async (db: Database, alive: boolean): Promise<void> => {
  const [canned] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from chat_canned_replies`),
  );
  if (canned?.n === 0)
    for (const [sortOrder, reply] of CANNED.entries())
      await db.execute(sql`
        insert into chat_canned_replies (title, texts, sort_order)
        values (${reply.title}, ${JSON.stringify(reply.texts)}::jsonb, ${sortOrder})`);
  if (!alive) return;
  await db.execute(sql`
    with c as (
      insert into chat_conversations (guest_id, guest_name, last_message_at)
      values (${DEMO_GUEST}, ${guestNameOf(DEMO_GUEST)}, now())
      on conflict do nothing returning id)
    insert into chat_messages (conversation_id, sender, text)
    select id, 'visitor', 'สมัครสมาชิกแล้วต้องยืนยันตัวตนไหมครับ' from c`);
};
