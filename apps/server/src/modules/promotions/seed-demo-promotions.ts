import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Texts = { th: string; en: string; kh: string; mm: string };

interface DemoPromotion {
  type: 'FIRST_DEPOSIT' | 'DEPOSIT' | 'CASHBACK';
  title: Texts;
  body: Texts;
  image: string;
  audience: 'ALL' | 'NEW_MEMBERS';
  newMemberDays: number | null;
  percentBp: number;
  cap: bigint;
  multiplierHundredths: number;
}

/** Demo mode: three promotions such as Thai sites run, in the four languages (bodies already safe HTML). */
const DEMO: readonly DemoPromotion[] = [
  {
    type: 'FIRST_DEPOSIT',
    title: {
      th: 'สมาชิกใหม่ ฝากแรกรับโบนัส 50%',
      en: 'New members: 50% bonus on your first deposit',
      kh: 'សមាជិកថ្មី៖ ប្រាក់រង្វាន់ 50% លើការដាក់ប្រាក់ដំបូង',
      mm: 'အဖွဲ့ဝင်သစ်: ပထမအပ်ငွေအပေါ် ဘောနပ်စ် 50%',
    },
    body: {
      th: '<p>สมัครภายใน 30 วัน ฝากครั้งแรกแล้วกดรับโบนัส <strong>50%</strong> สูงสุด <strong>500 บาท</strong></p><ul><li>ทำยอดเทิร์น 3 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน</li><li>รับได้ครั้งเดียวต่อสมาชิก</li></ul>',
      en: '<p>Joined within 30 days? Make your first deposit and claim a <strong>50%</strong> bonus, up to <strong>500 baht</strong>.</p><ul><li>Bet 3 × (deposit + bonus) before withdrawing</li><li>Once per member</li></ul>',
      kh: '<p>ចុះឈ្មោះក្នុងរយៈពេល 30 ថ្ងៃ ដាក់ប្រាក់ដំបូង ហើយទទួលប្រាក់រង្វាន់ <strong>50%</strong> រហូតដល់ <strong>500 បាត</strong></p><ul><li>ភ្នាល់ 3 ដង នៃ (ប្រាក់ដាក់ + ប្រាក់រង្វាន់) មុនដកប្រាក់</li><li>ម្តងក្នុងមួយសមាជិក</li></ul>',
      mm: '<p>ရက် 30 အတွင်း စာရင်းသွင်းပြီး ပထမအပ်ငွေဖြင့် ဘောနပ်စ် <strong>50%</strong> အများဆုံး <strong>500 ဘတ်</strong> ရယူပါ</p><ul><li>ငွေမထုတ်မီ (အပ်ငွေ + ဘောနပ်စ်) ၏ 3 ဆ လောင်းပါ</li><li>အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်</li></ul>',
    },
    image: '/promotions/first-deposit.svg',
    audience: 'NEW_MEMBERS',
    newMemberDays: 30,
    percentBp: 5_000,
    cap: 500_00n,
    multiplierHundredths: 300,
  },
  {
    type: 'DEPOSIT',
    title: {
      th: 'ฝากวันนี้ รับเพิ่ม 10%',
      en: 'Deposit today, get 10% more',
      kh: 'ដាក់ប្រាក់ថ្ងៃនេះ ទទួលបន្ថែម 10%',
      mm: 'ယနေ့အပ်ငွေ 10% ပိုရယူပါ',
    },
    body: {
      th: '<p>ฝากแล้วกดรับโบนัส <strong>10%</strong> ของยอดฝากล่าสุด สูงสุด <strong>1,000 บาท</strong></p><p>ทำยอดเทิร์น 2 เท่าของ (ยอดฝาก + โบนัส)</p>',
      en: '<p>Claim <strong>10%</strong> of your latest deposit, up to <strong>1,000 baht</strong>.</p><p>Bet 2 × (deposit + bonus) before withdrawing.</p>',
      kh: '<p>ទទួល <strong>10%</strong> នៃប្រាក់ដាក់ចុងក្រោយ រហូតដល់ <strong>1,000 បាត</strong></p><p>ភ្នាល់ 2 ដង នៃ (ប្រាក់ដាក់ + ប្រាក់រង្វាន់)</p>',
      mm: '<p>နောက်ဆုံးအပ်ငွေ၏ <strong>10%</strong> အများဆုံး <strong>1,000 ဘတ်</strong> ရယူပါ</p><p>(အပ်ငွေ + ဘောနပ်စ်) ၏ 2 ဆ လောင်းပါ</p>',
    },
    image: '/promotions/deposit-bonus.svg',
    audience: 'ALL',
    newMemberDays: null,
    percentBp: 1_000,
    cap: 1_000_00n,
    multiplierHundredths: 200,
  },
  {
    type: 'CASHBACK',
    title: {
      th: 'คืนยอดเสีย 5% ทุกสัปดาห์',
      en: '5% weekly cashback on losses',
      kh: 'ប្រាក់ត្រឡប់ 5% លើការខាតប្រចាំសប្តាហ៍',
      mm: 'အပတ်စဉ် ရှုံးငွေ 5% ပြန်အမ်း',
    },
    body: {
      th: '<p>รับคืน <strong>5%</strong> ของยอดเสียสุทธิสัปดาห์ที่แล้ว (จันทร์–อาทิตย์) สูงสุด <strong>2,000 บาท</strong> กดรับได้สัปดาห์ละครั้ง</p><p>ทำยอดเทิร์น 1 เท่าของโบนัส</p>',
      en: "<p>Get back <strong>5%</strong> of last week's net loss (Monday–Sunday), up to <strong>2,000 baht</strong>, once a week.</p><p>Bet the bonus once before withdrawing.</p>",
      kh: '<p>ទទួលវិញ <strong>5%</strong> នៃការខាតសុទ្ធសប្តាហ៍មុន (ច័ន្ទ–អាទិត្យ) រហូតដល់ <strong>2,000 បាត</strong> ម្តងក្នុងមួយសប្តាហ៍</p><p>ភ្នាល់ 1 ដង នៃប្រាក់រង្វាន់</p>',
      mm: '<p>ပြီးခဲ့သောအပတ် (တနင်္လာ–တနင်္ဂနွေ) အသားတင်ရှုံးငွေ၏ <strong>5%</strong> အများဆုံး <strong>2,000 ဘတ်</strong> အပတ်စဉ် တစ်ကြိမ် ပြန်ရယူပါ</p><p>ဘောနပ်စ်ကို တစ်ဆ လောင်းပါ</p>',
    },
    image: '/promotions/weekly-cashback.svg',
    audience: 'ALL',
    newMemberDays: null,
    percentBp: 500,
    cap: 2_000_00n,
    multiplierHundredths: 100,
  },
];

/** Once (when no promotion exists): running from yesterday for a year, by the database's clock. */
export const seedDemoPromotions = async (db: Database): Promise<void> => {
  const values = DEMO.map(
    (p) => sql`(${p.type}, ${JSON.stringify(p.title)}::jsonb, ${JSON.stringify(p.body)}::jsonb, ${p.image},
      ${p.audience}, ${p.newMemberDays}::int, ${p.percentBp}::int, ${p.cap.toString()}::bigint,
      ${p.multiplierHundredths}::int)`,
  );
  await db.execute(sql`
    insert into promotions (type, title, body, image, audience, new_member_days, percent_bp, cap,
      multiplier_hundredths, starts_at, ends_at)
    select v.*, now() - interval '1 day', now() + interval '365 days'
    from (values ${sql.join(values, sql`, `)}) v
    where not exists (select 1 from promotions)`);
};
